// "1 review", "2 reviews", "0 reviews": a count with its noun in the right number (English).
const rules = new Intl.PluralRules('en-US');

/** The count and the noun, singular for one and plural otherwise ("1 row", "3 rows", "1 inquiry", "2 inquiries"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? singular : pluralForm}`;
}
