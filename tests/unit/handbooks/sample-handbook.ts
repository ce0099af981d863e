/** A handbook-shaped document: a title, then `sections` sections of paragraphs and lists. */
export function sampleHandbook(sections: number, company = 'Acme Ltd'): string {
  const parts = [`# ${company} Employee Handbook`];
  for (let n = 1; n <= sections; n += 1) {
    parts.push(
      `## Section ${n} Policy`,
      `${company} sets out policy ${n} here. `.repeat(12).trim(),
      `In particular, you **must** follow *rule ${n}*:`,
      `- first duty of section ${n};\n- second duty of section ${n};\n  1. nested step ${n}`,
      'A closing paragraph that says who to ask. '.repeat(6).trim(),
    );
  }
  return parts.join('\n\n');
}

/** A cover with what every handbook has (no version or branding). */
export const sampleCover = (company = 'Acme Ltd', title = `${company} Employee Handbook`) => ({
  company,
  title,
  effectiveDate: '2026-01-01',
  country: 'GB',
});
