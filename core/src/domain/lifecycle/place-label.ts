/** "1st", "2nd", "3rd", "4th", "11th", "22nd": how posts and pages name a place. */
export const placeLabel = (place: number): string => {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th');
  return `${place}${suffix}`;
};

/** A team's finish in one event, as its team page lists it: "Champion of X", "2nd in Y". */
export const finishLabel = (place: number, eventTitle: string): string =>
  place === 1 ? `Champion of ${eventTitle}` : `${placeLabel(place)} in ${eventTitle}`;
