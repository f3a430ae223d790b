/**
 * Indian digit grouping: the last three digits, then pairs (10,00,000 is ten lakh). Amounts are
 * whole rupees, so fractions are rounded to the nearest rupee; negatives keep a leading minus.
 */
export const formatIndianNumber = (value: number): string => {
  const rupees = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`Cannot format ${value} as rupees`);
  const digits = String(rupees);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return rupees > 0 && value < 0 ? `-${grouped}` : grouped;
};

export const RUPEE_SIGN = '₹';

/** '₹10,00,000'; a negative amount reads '-₹500'. */
export const formatRupees = (value: number): string => {
  const grouped = formatIndianNumber(value);
  return grouped.startsWith('-') ? `-${RUPEE_SIGN}${grouped.slice(1)}` : `${RUPEE_SIGN}${grouped}`;
};

const prizePoolText = /^(?:₹|rs\.?|inr)?\s*(\d[\d,]*)$/i;

/**
 * Reads a prize pool typed by an organiser ('₹10,00,000', '10,00,000', '1000000', 'INR 5,000')
 * as whole rupees. Anything else (fractions, other currencies, words) gives null.
 */
export const parsePrizePool = (text: string): number | null => {
  const match = prizePoolText.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1].replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : null;
};
