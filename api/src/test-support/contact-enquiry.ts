/** A sponsor's enquiry through the contact form, as the contact and staff-inbox tests send it. */
export const enquiry = {
  name: 'Neha Sharma',
  email: 'neha@example.in',
  subject: 'Sponsoring Season 4',
  message: 'We would like to sponsor the Clash India War League. Who should we talk to?',
};
