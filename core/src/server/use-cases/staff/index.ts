export * from './close-enquiry.ts';
export * from './grant-staff.ts';
export * from './list-enquiries.ts';
export * from './require-staff.ts';
export * from './verification-contests.ts';
