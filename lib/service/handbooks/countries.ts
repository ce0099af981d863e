import 'server-only';

/**
 * Country and region facts the policies draw on. Figures are the conservative, generally known statutory
 * floors; the handbook's closing section says that the law wins wherever it gives employees more.
 */

export type HandbookTopic =
  | 'introduction'
  | 'code-of-conduct'
  | 'equal-opportunity'
  | 'anti-harassment'
  | 'working-hours'
  | 'paid-time-off'
  | 'leave'
  | 'remote-work'
  | 'expenses'
  | 'it-security'
  | 'health-and-safety'
  | 'discipline'
  | 'separation';

/** Several rules only apply above a headcount threshold, so a note may depend on the employee count. */
export type TopicNote = string | ((employeeCount: number) => string);
export type TopicNotes = Readonly<Partial<Record<HandbookTopic, TopicNote>>>;

export interface LeaveMinimum {
  amount: number;
  unit: 'weeks' | 'working-days' | 'calendar-days';
}

export interface RegionInfo {
  code: string;
  name: string;
  notes: TopicNotes;
}

export interface CountryInfo {
  code: string;
  name: string;
  /** The name as it reads mid-sentence: "the United Kingdom", "Germany". */
  proseName: string;
  currency: string;
  /** Statutory minimum paid annual leave for a full-time employee; null where the law sets none nationally. */
  annualLeaveMinimum: LeaveMinimum | null;
  annualLeave: string;
  /** Statutory weekly limit (usually an average) in hours; null where there is no general national limit. */
  weeklyHourLimit: number | null;
  workingTime: string;
  publicHolidays: string;
  sickAndFamilyLeave: string;
  notice: string;
  equalityLaw: string;
  dataProtectionLaw: string;
  safetyLaw: string;
  notes: TopicNotes;
  regionLabel: 'state' | 'province' | null;
  regions: Readonly<Record<string, RegionInfo>> | null;
}

const EU_GDPR =
  'Personal data about colleagues, candidates and customers is processed in line with the General Data Protection Regulation (GDPR)';

const US_REGIONS: Record<string, RegionInfo> = {
  CA: {
    code: 'CA',
    name: 'California',
    notes: {
      'working-hours':
        'In California, non-exempt employees earn daily overtime after eight hours in a workday, take an unpaid 30-minute meal break before the end of the fifth hour of work, and receive a paid 10-minute rest break for every four hours worked or major fraction of four hours.',
      'paid-time-off':
        'California law does not allow earned vacation to be forfeited; a reasonable cap on accrual may apply, and unused vacation is paid out when employment ends.',
      leave: (count) =>
        `California requires paid sick leave of at least 40 hours or five days a year.${count >= 5 ? ' Eligible employees may also take job-protected family and medical leave under the California Family Rights Act (CFRA).' : ''}`,
      'anti-harassment': (count) =>
        count >= 5
          ? 'California requires sexual harassment prevention training every two years: two hours for supervisors and one hour for other employees.'
          : 'California law prohibits harassment by anyone in the workplace, whatever the size of the employer.',
      expenses:
        'As California Labor Code section 2802 requires, we reimburse necessary expenses of working remotely, including a reasonable share of personal phone and internet costs used for work.',
      'it-security':
        'The California Consumer Privacy Act (CCPA) gives employees in California rights over the personal information we hold about them.',
      separation:
        'In California, final wages are due on the last day when we end employment, and within 72 hours when you resign without notice.',
    },
  },
  NY: {
    code: 'NY',
    name: 'New York',
    notes: {
      'working-hours':
        'In New York, employees working a shift of more than six hours that spans 11 a.m. to 2 p.m. receive a meal period of at least 30 minutes.',
      leave: (count) =>
        `New York State paid sick leave provides up to ${count >= 100 ? 56 : 40} hours a year for an employer of our size, and New York Paid Family Leave provides up to 12 weeks of paid, job-protected leave.`,
      'anti-harassment':
        'New York requires every employer to have a written sexual harassment prevention policy and to provide interactive prevention training to all employees every year.',
      separation:
        'New York requires written notice of the date of termination, and of the date any benefits end, within five working days of termination.',
    },
  },
  TX: {
    code: 'TX',
    name: 'Texas',
    notes: {
      'working-hours':
        'Texas follows the federal rules on overtime and does not require meal or rest breaks for adult employees; we nonetheless expect everyone to take regular breaks.',
      'paid-time-off':
        'Under the Texas Payday Law, accrued vacation is paid out when employment ends only where a written policy or agreement provides for it, so your offer letter states how unused vacation is treated.',
      leave:
        'Texas has no state-wide paid sick leave law; sick leave follows this policy and your offer letter.',
      separation:
        'In Texas, final pay is due within six calendar days of a discharge, or by the next regular payday after a resignation.',
    },
  },
  WA: {
    code: 'WA',
    name: 'Washington',
    notes: {
      'working-hours':
        'In Washington, non-exempt employees receive a paid 10-minute rest break for each four hours worked and a 30-minute meal period when working more than five hours.',
      leave:
        'Washington paid sick leave accrues at a rate of at least one hour for every 40 hours worked, and Washington Paid Family and Medical Leave provides partial wage replacement through the state program.',
    },
  },
};

const CA_PROVINCES: Record<string, RegionInfo> = {
  ON: {
    code: 'ON',
    name: 'Ontario',
    notes: {
      'working-hours':
        'In Ontario, the Employment Standards Act, 2000 limits work to 48 hours a week unless you agree in writing, overtime is payable after 44 hours a week, and you receive a 30-minute eating period after no more than five consecutive hours of work.',
      'paid-time-off':
        'In Ontario, vacation is at least two weeks a year, rising to three weeks after five years of employment, with vacation pay of 4% or 6% of wages.',
      leave:
        'Ontario employees are entitled to three days of unpaid sick leave a year after two consecutive weeks of employment.',
      'remote-work': (count) =>
        count >= 25
          ? 'Ontario employers with 25 or more employees must have a written policy on disconnecting from work; this section and the working hours policy set out ours.'
          : 'We respect your time away from work and do not expect replies to messages outside your working hours.',
      'health-and-safety': (count) =>
        count >= 20
          ? 'As Ontario law requires of workplaces with 20 or more workers, a joint health and safety committee meets regularly.'
          : 'As Ontario law requires of smaller workplaces, a health and safety representative is chosen where six or more workers are regularly employed.',
      separation:
        'In Ontario, statutory notice is one week per year of service up to eight weeks, and severance pay may also be due where the employer has a payroll of $2.5 million or more.',
    },
  },
  QC: {
    code: 'QC',
    name: 'Quebec',
    notes: {
      introduction:
        'Under the Charter of the French Language, employees in Quebec have the right to carry on their work in French, and written communications to staff, including this handbook, are provided in French.',
      'working-hours':
        'In Quebec, the Act respecting labour standards sets the normal workweek at 40 hours; work beyond that is paid at time and a half or, by agreement, taken as time off.',
      'paid-time-off':
        'In Quebec, vacation is two weeks after one year of continuous service and three weeks after three years, and Saint-Jean-Baptiste Day (24 June) is a paid holiday.',
      leave:
        'In Quebec, you may be absent for up to 26 weeks over 12 months for illness, and the first two days of absence for illness or family reasons each year are paid after three months of service.',
      'anti-harassment':
        'Quebec law requires every employer to have a policy for preventing and dealing with psychological harassment, including sexual harassment; this section forms part of ours.',
      separation:
        'In Quebec, written notice ranges from one week (three months to one year of service) to eight weeks (ten years or more).',
    },
  },
  BC: {
    code: 'BC',
    name: 'British Columbia',
    notes: {
      'working-hours':
        'In British Columbia, overtime is payable after eight hours in a day and 40 hours in a week, and you receive a 30-minute meal break after no more than five consecutive hours of work.',
      'paid-time-off':
        'In British Columbia, vacation is two weeks after 12 months of employment and three weeks after five years, with vacation pay of 4% or 6% of wages.',
      leave:
        'British Columbia employees receive five days of paid sick leave and three days of unpaid sick leave a year after 90 days of employment.',
      separation:
        'In British Columbia, written notice or pay in lieu is one week after three months of service, two weeks after 12 months, and three weeks after three years plus one week for each further year, up to eight weeks.',
    },
  },
};

const COUNTRY_LIST: readonly CountryInfo[] = [
  {
    code: 'US',
    name: 'United States',
    proseName: 'the United States',
    currency: 'USD',
    annualLeaveMinimum: null,
    annualLeave:
      'There is no federal requirement to provide paid vacation in the United States; your vacation entitlement is set out in your offer letter.',
    weeklyHourLimit: null,
    workingTime:
      'Under the Fair Labor Standards Act, non-exempt employees are paid overtime at one and a half times their regular rate for hours worked over 40 in a workweek. Whether your role is exempt depends on its duties and salary and is stated in your offer letter.',
    publicHolidays:
      'Private employers are not required to give paid holidays; we publish the holidays we observe each year, normally including New Year’s Day, Independence Day, Thanksgiving Day and Christmas Day.',
    sickAndFamilyLeave:
      'There is no federal requirement to provide paid sick leave in the private sector; your sick leave is set out in your offer letter, and state or local law may require more.',
    notice:
      'Employment in the United States is generally at will: either you or the company may end it at any time, with or without cause or notice, subject to applicable law. We ask for at least two weeks’ notice of resignation.',
    equalityLaw:
      'Federal law, including Title VII of the Civil Rights Act, the Americans with Disabilities Act and the Age Discrimination in Employment Act, prohibits discrimination based on race, colour, religion, sex (including pregnancy, sexual orientation and gender identity), national origin, age (40 and over), disability and genetic information.',
    dataProtectionLaw:
      'Personal information is handled in line with applicable federal and state privacy laws.',
    safetyLaw: 'the Occupational Safety and Health Act (OSH Act) and the standards of OSHA',
    notes: {
      'code-of-conduct':
        'Nothing in this code limits your rights under the National Labor Relations Act, including the right to discuss pay and working conditions with colleagues.',
      leave: (count) =>
        count >= 50
          ? 'The Family and Medical Leave Act (FMLA) applies to employers with 50 or more employees: eligible employees may take up to 12 weeks of unpaid, job-protected leave a year for their own serious health condition, a family member’s, or the birth or adoption of a child.'
          : 'The federal Family and Medical Leave Act applies to employers with 50 or more employees; below that size we consider requests for family and medical leave individually and fairly.',
      'health-and-safety': (count) =>
        count > 10
          ? 'We keep OSHA records of work-related injuries and illnesses, as employers with more than ten employees must.'
          : '',
      discipline:
        'This procedure is a guide to how we normally act, not a contract, and it does not change the at-will nature of employment.',
      separation: (count) =>
        count >= 100
          ? 'For employers of our size, the federal WARN Act may require 60 days’ notice of a plant closing or mass layoff.'
          : '',
    },
    regionLabel: 'state',
    regions: US_REGIONS,
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    proseName: 'the United Kingdom',
    currency: 'GBP',
    annualLeaveMinimum: { amount: 5.6, unit: 'weeks' },
    annualLeave:
      'Under the Working Time Regulations 1998, every worker is entitled to 5.6 weeks of paid annual leave a year: 28 days for someone working five days a week, which may include bank holidays.',
    weeklyHourLimit: 48,
    workingTime:
      'The Working Time Regulations 1998 limit average working time to 48 hours a week, normally averaged over 17 weeks; you may opt out in writing and withdraw the opt-out later. Workers are entitled to a 20-minute break when working more than six hours, 11 hours’ rest between working days and 24 hours’ rest each week.',
    publicHolidays:
      'Bank holidays differ between England and Wales, Scotland and Northern Ireland; we publish the days we observe each year.',
    sickAndFamilyLeave:
      'Statutory Sick Pay (SSP) is payable to eligible employees for up to 28 weeks of sickness absence. Eligible parents may take up to 52 weeks of maternity or adoption leave, paternity leave and shared parental leave, and everyone may take reasonable unpaid time off to deal with an emergency involving a dependant.',
    notice:
      'The statutory minimum notice we give is one week after one month’s service, rising to one week for each complete year of service from two years, up to 12 weeks. After one month’s service you must give us at least one week’s notice; your contract may require more.',
    equalityLaw:
      'The Equality Act 2010 protects nine characteristics: age, disability, gender reassignment, marriage and civil partnership, pregnancy and maternity, race, religion or belief, sex and sexual orientation.',
    dataProtectionLaw:
      'Personal data is processed in line with the UK GDPR and the Data Protection Act 2018.',
    safetyLaw: 'the Health and Safety at Work etc. Act 1974',
    notes: {
      'code-of-conduct':
        'The Bribery Act 2010 makes it an offence to offer, promise, give, request or accept a bribe; report any such request immediately.',
      'anti-harassment':
        'The Equality Act 2010 requires employers to take reasonable steps to prevent sexual harassment of their employees; this policy and our training are among those steps.',
      'remote-work':
        'You may make a statutory request for flexible working, including remote work, from your first day of employment, and we give a decision within two months.',
      'health-and-safety': (count) =>
        count >= 5
          ? 'As the law requires of employers with five or more employees, our health and safety policy and significant risk assessment findings are written down.'
          : '',
      discipline:
        'We follow the Acas Code of Practice on Disciplinary and Grievance Procedures, and you may be accompanied at a formal hearing by a colleague or a trade union representative.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'CA',
    name: 'Canada',
    proseName: 'Canada',
    currency: 'CAD',
    annualLeaveMinimum: { amount: 2, unit: 'weeks' },
    annualLeave:
      'Provincial employment standards, or the Canada Labour Code for federally regulated work, give at least two weeks of paid vacation after each year of employment, rising with service.',
    weeklyHourLimit: null,
    workingTime:
      'Hours of work and overtime are governed by the employment standards legislation of your province or, for federally regulated work, the Canada Labour Code; overtime is commonly paid at one and a half times the regular rate.',
    publicHolidays:
      'Statutory holidays vary by province; all provinces observe New Year’s Day, Canada Day, Labour Day and Christmas Day.',
    sickAndFamilyLeave:
      'Sick, family and parental leave are governed by provincial employment standards or, for federally regulated work, the Canada Labour Code, which provides up to 10 days of paid medical leave a year. Employment Insurance (EI) provides maternity and parental benefits, and job-protected parental leave is available in every province.',
    notice:
      'Written notice of termination, or pay in lieu, is required under employment standards legislation, and common-law reasonable notice may exceed the statutory minimum.',
    equalityLaw:
      'The Canadian Human Rights Act and provincial human rights codes prohibit discrimination on grounds including race, national or ethnic origin, colour, religion, age, sex, sexual orientation, gender identity or expression, marital and family status, and disability.',
    dataProtectionLaw:
      'Personal information is handled in line with Canadian privacy law, including PIPEDA and applicable provincial legislation.',
    safetyLaw:
      'the occupational health and safety legislation of your province or, for federally regulated work, Part II of the Canada Labour Code',
    notes: {},
    regionLabel: 'province',
    regions: CA_PROVINCES,
  },
  {
    code: 'AU',
    name: 'Australia',
    proseName: 'Australia',
    currency: 'AUD',
    annualLeaveMinimum: { amount: 4, unit: 'weeks' },
    annualLeave:
      'Under the National Employment Standards, full-time and part-time employees receive four weeks of paid annual leave a year (five weeks for certain shift workers), and long service leave applies under state and territory law.',
    weeklyHourLimit: 38,
    workingTime:
      'The National Employment Standards set maximum weekly hours of 38 for a full-time employee plus reasonable additional hours, and you may refuse additional hours that are unreasonable. Your modern award or enterprise agreement may add penalty rates and break entitlements.',
    publicHolidays:
      'Public holidays include national days such as Australia Day and Anzac Day, plus the holidays of your state or territory.',
    sickAndFamilyLeave:
      'Full-time employees receive 10 days of paid personal/carer’s leave a year (pro rata for part-time employees), two days of paid compassionate leave per occasion and 10 days of paid family and domestic violence leave a year. Eligible employees may take up to 12 months of unpaid parental leave and may receive government-funded Parental Leave Pay.',
    notice:
      'Under the National Employment Standards, our notice ranges from one week (up to one year of service) to four weeks (more than five years), with an extra week for employees over 45 who have at least two years of service.',
    equalityLaw:
      'The Fair Work Act 2009 and federal anti-discrimination laws, including the Sex, Race, Age and Disability Discrimination Acts, prohibit discrimination and adverse action on grounds including race, sex, age, disability, sexual orientation, pregnancy, family or carer’s responsibilities and religion.',
    dataProtectionLaw:
      'Personal information is handled in line with the Privacy Act 1988 and the Australian Privacy Principles.',
    safetyLaw: 'the work health and safety laws of your state or territory',
    notes: {
      'anti-harassment':
        'The Sex Discrimination Act 1984 places a positive duty on employers to take reasonable and proportionate measures to eliminate sexual harassment; this policy is one of ours.',
      'remote-work':
        'Eligible employees, including parents of school-age children and carers, may request flexible working arrangements under the Fair Work Act, and we respond in writing within 21 days.',
      discipline: (count) =>
        count < 15
          ? 'As a small business employer, we follow the Small Business Fair Dismissal Code.'
          : 'Any dismissal must have a valid reason and follow a fair process, as the Fair Work Act requires.',
      separation: (count) =>
        count < 15
          ? 'Redundancy pay under the National Employment Standards does not apply to small business employers with fewer than 15 employees.'
          : 'Redundancy pay under the National Employment Standards applies after one year of continuous service.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'DE',
    name: 'Germany',
    proseName: 'Germany',
    currency: 'EUR',
    annualLeaveMinimum: { amount: 20, unit: 'working-days' },
    annualLeave:
      'The Federal Leave Act (Bundesurlaubsgesetz) guarantees at least 24 working days of paid leave a year based on a six-day week, which is 20 working days for a five-day week.',
    weeklyHourLimit: 48,
    workingTime:
      'The Working Hours Act (Arbeitszeitgesetz) limits working time to eight hours a day, which may be extended to ten hours if an average of eight hours is kept over six months. You take a break of at least 30 minutes when working more than six hours (45 minutes above nine hours) and have at least 11 hours’ rest between working days; work on Sundays and public holidays is generally not permitted.',
    publicHolidays:
      'Public holidays (gesetzliche Feiertage) vary between the federal states; nine are observed nationwide, including German Unity Day on 3 October.',
    sickAndFamilyLeave:
      'Under the Continued Remuneration Act (Entgeltfortzahlungsgesetz) you keep your pay for up to six weeks of illness, after which statutory health insurance normally pays sickness benefit; a medical certificate is needed when illness lasts more than three calendar days. Maternity protection (Mutterschutz) applies six weeks before and eight weeks after birth, and parents may take up to three years of parental leave (Elternzeit) per child.',
    notice:
      'Under section 622 of the Civil Code (BGB), the basic notice period is four weeks to the 15th or the end of a calendar month, and the notice we give increases with length of service. Notice must be given in writing with a signature; email is not enough.',
    equalityLaw:
      'The General Equal Treatment Act (Allgemeines Gleichbehandlungsgesetz, AGG) prohibits discrimination on grounds of race or ethnic origin, sex, religion or belief, disability, age or sexual identity.',
    dataProtectionLaw: `${EU_GDPR} and the Federal Data Protection Act (BDSG).`,
    safetyLaw: 'the Occupational Safety and Health Act (Arbeitsschutzgesetz)',
    notes: {
      'it-security':
        'Where a works council exists, systems able to monitor performance or behaviour are introduced only with its co-determination.',
      discipline:
        'A formal warning (Abmahnung) normally precedes dismissal for misconduct, and where a works council exists it is consulted before any dismissal.',
      separation: (count) =>
        count > 10
          ? 'For an employer of our size, the Protection Against Unfair Dismissal Act (Kündigungsschutzgesetz) generally applies once employment has lasted more than six months.'
          : '',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'FR',
    name: 'France',
    proseName: 'France',
    currency: 'EUR',
    annualLeaveMinimum: { amount: 5, unit: 'weeks' },
    annualLeave:
      'The Labour Code (Code du travail) gives five weeks of paid leave (congés payés) a year, earned at two and a half working days per month worked.',
    weeklyHourLimit: 48,
    workingTime:
      'The legal working week is 35 hours; hours beyond it are overtime, paid at a premium or compensated with rest. Working time may not exceed 10 hours a day, 48 hours in any single week or an average of 44 hours over 12 consecutive weeks, and you are entitled to 11 consecutive hours of daily rest.',
    publicHolidays:
      'There are 11 public holidays (jours fériés), including 1 May (Labour Day), which is a paid day off, and 14 July (Bastille Day).',
    sickAndFamilyLeave:
      'Sick leave is supported by a medical certificate (arrêt de travail) sent within 48 hours; social security pays daily allowances and we top up pay as the Labour Code and any collective agreement require. Maternity leave is at least 16 weeks, and paternity and childcare leave is 25 calendar days.',
    notice:
      'Notice periods are set by the applicable collective agreement and the Labour Code; for dismissal the statutory minimum is one month after six months’ service and two months after two years. Dismissal follows a formal procedure that begins with a preliminary meeting (entretien préalable).',
    equalityLaw:
      'The Labour Code prohibits discrimination on more than 20 grounds, including origin, sex, sexual orientation, gender identity, age, family situation, pregnancy, disability, state of health, religious beliefs, political opinions and trade union activity.',
    dataProtectionLaw: `${EU_GDPR} and the French Data Protection Act (loi Informatique et Libertés).`,
    safetyLaw: 'the Labour Code, with risks recorded in our single risk assessment document (DUERP)',
    notes: {
      'equal-opportunity': (count) =>
        count >= 50
          ? 'As a company with 50 or more employees, we publish our gender equality index (index de l’égalité professionnelle) every year.'
          : '',
      'anti-harassment': (count) =>
        count >= 250
          ? 'As the Labour Code requires of companies with 250 or more employees, we appoint a harassment referent (référent harcèlement), and the staff committee (CSE) appoints one of its own.'
          : 'Where a staff committee (CSE) exists, it appoints a referent for sexual harassment and sexist behaviour.',
      'remote-work': (count) =>
        `Remote work (télétravail) is arranged by agreement or company charter, and we respect your right to disconnect (droit à la déconnexion) outside working hours${count >= 50 ? ', as set out in our agreement or charter on disconnection' : ''}.`,
      discipline: (count) =>
        count >= 50
          ? 'As required of companies with 50 or more employees, our internal rules (règlement intérieur) list the sanctions that may apply.'
          : 'Any sanction is notified to you in writing with its reasons, as the Labour Code requires.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'IE',
    name: 'Ireland',
    proseName: 'Ireland',
    currency: 'EUR',
    annualLeaveMinimum: { amount: 4, unit: 'weeks' },
    annualLeave:
      'The Organisation of Working Time Act 1997 gives at least four working weeks of paid annual leave in a leave year.',
    weeklyHourLimit: 48,
    workingTime:
      'The Organisation of Working Time Act 1997 limits average working time to 48 hours a week and provides for 11 consecutive hours’ daily rest, 24 hours’ weekly rest, and a 15-minute break after four and a half hours of work (30 minutes after six hours).',
    publicHolidays:
      'There are ten public holidays, including St Brigid’s Day and St Patrick’s Day; for each one you receive a paid day off or an alternative benefit as the Act provides.',
    sickAndFamilyLeave:
      'The Sick Leave Act 2022 provides statutory sick pay for a set number of days a year at 70% of normal pay, subject to a daily cap, on production of a medical certificate. Maternity leave is 26 weeks with up to 16 further weeks of unpaid leave, and parents may also take paternity leave, parent’s leave and parental leave.',
    notice:
      'Under the Minimum Notice and Terms of Employment Act 1973, our notice ranges from one week (13 weeks to two years of service) to eight weeks (15 years or more), and you give at least one week’s notice after 13 weeks. Statutory redundancy payments apply after two years of service.',
    equalityLaw:
      'The Employment Equality Acts 1998–2015 prohibit discrimination on nine grounds: gender, civil status, family status, sexual orientation, religion, age, disability, race and membership of the Traveller community.',
    dataProtectionLaw: `${EU_GDPR} and the Data Protection Act 2018.`,
    safetyLaw: 'the Safety, Health and Welfare at Work Act 2005, with our safety statement',
    notes: {
      'anti-harassment':
        'We follow the Codes of Practice on the prevention of bullying at work and on sexual harassment and harassment at work.',
      'remote-work':
        'Under the Work Life Balance and Miscellaneous Provisions Act 2023, employees with six months’ service may request remote working, and we respond within four weeks.',
      discipline:
        'We follow the Code of Practice on Grievance and Disciplinary Procedures (S.I. No. 146 of 2000).',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'NL',
    name: 'Netherlands',
    proseName: 'the Netherlands',
    currency: 'EUR',
    annualLeaveMinimum: { amount: 4, unit: 'weeks' },
    annualLeave:
      'The Civil Code gives statutory leave of four times your weekly working hours, which is 20 days for a full-time five-day week, and a holiday allowance (vakantiegeld) of at least 8% of gross salary is paid each year.',
    weeklyHourLimit: 48,
    workingTime:
      'The Working Hours Act (Arbeidstijdenwet) allows at most 12 hours per shift and 60 hours in a week, provided the average over 16 weeks does not exceed 48 hours a week. When you work more than five and a half hours you take at least 30 minutes’ break.',
    publicHolidays:
      'Public holidays include King’s Day (27 April), Easter, Ascension Day, Whit Monday and Christmas; the law does not make them paid days off, so the days we observe are listed in your contract or collective agreement.',
    sickAndFamilyLeave:
      'During illness you receive at least 70% of your salary for up to 104 weeks, and we work with the occupational health service on your return under the Gatekeeper Improvement Act (Wet verbetering poortwachter). Pregnancy and maternity leave is at least 16 weeks, partners receive birth leave, and parents may take paid and unpaid parental leave.',
    notice:
      'Our notice period ranges from one month (less than five years of service) to four months (15 years or more), and you normally give one month’s notice. Dismissal requires your consent, permission from the UWV or a decision of the court, and a transition payment (transitievergoeding) is generally due.',
    equalityLaw:
      'The Dutch Constitution and the Equal Treatment Act (Algemene wet gelijke behandeling) prohibit discrimination on grounds including religion, belief, political opinion, race, sex, nationality, sexual orientation and civil status, and further laws protect against discrimination on grounds of age, disability and working hours.',
    dataProtectionLaw: `${EU_GDPR} and the Dutch GDPR Implementation Act (UAVG).`,
    safetyLaw: 'the Working Conditions Act (Arbowet), with our risk inventory and evaluation (RI&E)',
    notes: {
      'remote-work':
        'Under the Flexible Working Act (Wet flexibel werken), employees with at least 26 weeks’ service may request a change to their place of work, and we respond in writing.',
      'it-security': (count) =>
        count >= 50
          ? 'The works council (ondernemingsraad) must consent before we introduce systems able to monitor attendance, behaviour or performance.'
          : '',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'ES',
    name: 'Spain',
    proseName: 'Spain',
    currency: 'EUR',
    annualLeaveMinimum: { amount: 30, unit: 'calendar-days' },
    annualLeave:
      'The Workers’ Statute (Estatuto de los Trabajadores) gives at least 30 calendar days of paid annual leave.',
    weeklyHourLimit: 40,
    workingTime:
      'Under the Workers’ Statute, ordinary working time may not exceed an average of 40 hours a week, with at least 12 hours’ rest between working days and no more than 80 hours of overtime a year. Working time is recorded every day, as the law requires.',
    publicHolidays:
      'There are up to 14 paid public holidays a year, of which two are local; the national and regional calendar is published each year.',
    sickAndFamilyLeave:
      'Temporary incapacity for work (incapacidad temporal) is covered by social security on medical certification, and the applicable collective agreement may provide a top-up. Each parent is entitled to at least 16 weeks of birth and childcare leave (permiso por nacimiento y cuidado de menor).',
    notice:
      'Dismissal for objective reasons requires 15 days’ notice and statutory severance; notice of resignation is set by the collective agreement or custom, commonly 15 days.',
    equalityLaw:
      'The Spanish Constitution, the Workers’ Statute and Organic Law 3/2007 on effective equality between women and men prohibit discrimination on grounds including sex, origin, age, civil status, race, social condition, religion, political ideas, sexual orientation, disability and language.',
    dataProtectionLaw: `${EU_GDPR} and Organic Law 3/2018 on data protection and digital rights.`,
    safetyLaw: 'Law 31/1995 on the Prevention of Occupational Risks',
    notes: {
      'equal-opportunity': (count) =>
        count >= 50
          ? 'As a company with 50 or more employees, we maintain a registered equality plan (plan de igualdad).'
          : '',
      'anti-harassment':
        'As Spanish law requires of every company, we maintain a protocol for preventing and handling sexual harassment and harassment on grounds of sex.',
      'remote-work':
        'Regular remote work (at least 30% of working time over three months) is agreed in writing under Law 10/2021, and we respect your right to digital disconnection.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'IT',
    name: 'Italy',
    proseName: 'Italy',
    currency: 'EUR',
    annualLeaveMinimum: { amount: 4, unit: 'weeks' },
    annualLeave:
      'Legislative Decree 66/2003 gives at least four weeks of paid annual leave, of which at least two weeks are taken in the year they accrue; your national collective agreement (CCNL) may give more.',
    weeklyHourLimit: 48,
    workingTime:
      'Legislative Decree 66/2003 sets a normal working week of 40 hours and limits average working time, including overtime, to 48 hours a week. You are entitled to 11 consecutive hours of rest in every 24 hours and a weekly rest of at least 24 hours, and your CCNL may set shorter hours.',
    publicHolidays:
      'National public holidays include 25 April (Liberation Day), 1 May and 2 June (Republic Day), and the feast of the local patron saint is also a holiday.',
    sickAndFamilyLeave:
      'Sickness absence is certified electronically by your doctor, with pay during illness provided by INPS and, where the CCNL requires, by us. Compulsory maternity leave (congedo di maternità) lasts five months, fathers take ten working days of compulsory paternity leave, and parents may take optional parental leave.',
    notice:
      'Notice periods (preavviso) are set by the applicable CCNL and depend on role and seniority. Resignations are submitted through the Ministry of Labour’s online procedure, and on leaving you receive your accrued severance indemnity (trattamento di fine rapporto, TFR).',
    equalityLaw:
      'The Italian Constitution, Legislative Decree 216/2003 and the Code of Equal Opportunities (Legislative Decree 198/2006) prohibit discrimination on grounds including sex, race or ethnic origin, religion, belief, disability, age and sexual orientation.',
    dataProtectionLaw: `${EU_GDPR} and the Italian Privacy Code (Legislative Decree 196/2003).`,
    safetyLaw:
      'Legislative Decree 81/2008, with our risk assessment document (DVR) and workers’ safety representative (RLS)',
    notes: {
      'equal-opportunity': (count) =>
        count > 50
          ? 'As a company with more than 50 employees, we submit the biennial report on the situation of male and female staff.'
          : '',
      'remote-work':
        'Smart working (lavoro agile) is agreed in writing under Law 81/2017, which also guarantees your right to disconnect.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'SE',
    name: 'Sweden',
    proseName: 'Sweden',
    currency: 'SEK',
    annualLeaveMinimum: { amount: 25, unit: 'working-days' },
    annualLeave:
      'The Annual Leave Act (Semesterlagen) gives 25 days of annual leave a year and the right to take four consecutive weeks between June and August.',
    weeklyHourLimit: 40,
    workingTime:
      'The Working Hours Act (Arbetstidslagen) sets ordinary working time at 40 hours a week. General overtime is limited to 48 hours over four weeks or 50 hours in a calendar month, and 200 hours a year, and you are entitled to 11 hours’ rest in every 24 hours and 36 hours’ rest each week. A collective agreement may set different rules.',
    publicHolidays:
      'Public holidays include National Day (6 June) and Christmas Day, and Midsummer Eve, Christmas Eve and New Year’s Eve are customarily days off.',
    sickAndFamilyLeave:
      'We pay sick pay (sjuklön) from the second to the fourteenth day of sickness after a qualifying deduction (karensavdrag), after which the Social Insurance Agency (Försäkringskassan) takes over; a medical certificate is required from the eighth day. Parents share 480 days of parental benefit per child.',
    notice:
      'Under the Employment Protection Act (LAS), our notice ranges from one month to six months depending on length of employment, and you give at least one month’s notice. Dismissal requires objective grounds (sakliga skäl).',
    equalityLaw:
      'The Discrimination Act (Diskrimineringslagen) prohibits discrimination on seven grounds: sex, transgender identity or expression, ethnicity, religion or other belief, disability, sexual orientation and age.',
    dataProtectionLaw: `${EU_GDPR} and the Swedish Data Protection Act.`,
    safetyLaw: 'the Work Environment Act (Arbetsmiljölagen)',
    notes: {
      'equal-opportunity': (count) =>
        count >= 10
          ? 'As the Discrimination Act requires of employers with ten or more employees, we document our annual pay survey and our active measures against discrimination.'
          : '',
      'health-and-safety': (count) =>
        count >= 5
          ? 'As required at workplaces with five or more employees, a safety representative (skyddsombud) is appointed.'
          : '',
      discipline:
        'Before any dismissal for personal reasons, we notify you and, where relevant, your trade union in advance, as the Employment Protection Act requires.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    proseName: 'New Zealand',
    currency: 'NZD',
    annualLeaveMinimum: { amount: 4, unit: 'weeks' },
    annualLeave:
      'The Holidays Act 2003 gives four weeks of paid annual holidays after each 12 months of continuous employment.',
    weeklyHourLimit: null,
    workingTime:
      'The Employment Relations Act 2000 provides paid rest breaks and unpaid meal breaks in proportion to the length of the work period. Your hours are agreed in your employment agreement, and we do not require hours beyond them without your agreement.',
    publicHolidays:
      'There are 12 public holidays, including Waitangi Day, Anzac Day, Matariki and your regional anniversary day; work on a public holiday earns time and a half and, where it is an otherwise working day, an alternative holiday.',
    sickAndFamilyLeave:
      'After six months’ current continuous employment you are entitled to 10 days of paid sick leave a year, bereavement leave and 10 days of family violence leave a year. Eligible employees may receive up to 26 weeks of government-funded paid parental leave.',
    notice:
      'Notice periods are set in your employment agreement, and any dismissal must be justified and follow a fair process under the Employment Relations Act 2000. There is no statutory redundancy payment unless your agreement provides one.',
    equalityLaw:
      'The Human Rights Act 1993 and the Employment Relations Act 2000 prohibit discrimination on grounds including sex, marital and family status, religious and ethical belief, colour, race, ethnic or national origins, disability, age, political opinion, employment status and sexual orientation.',
    dataProtectionLaw: 'Personal information is handled in line with the Privacy Act 2020.',
    safetyLaw: 'the Health and Safety at Work Act 2015',
    notes: {
      'remote-work':
        'Any employee may request a variation of their working arrangements under Part 6AA of the Employment Relations Act 2000, and we respond in writing within one month.',
      discipline:
        'We act in good faith and follow a fair process, as section 103A of the Employment Relations Act 2000 requires.',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'IN',
    name: 'India',
    proseName: 'India',
    currency: 'INR',
    annualLeaveMinimum: null,
    annualLeave:
      'Earned leave is set by the Shops and Establishments Act of your state or, in a factory, the Factories Act 1948 (one day for every 20 days worked); your appointment letter confirms the days that apply.',
    weeklyHourLimit: 48,
    workingTime:
      'Working hours are governed by the Shops and Establishments Act of your state or the Factories Act 1948, which commonly limit work to nine hours a day and 48 hours a week, with overtime paid at twice the ordinary rate.',
    publicHolidays:
      'We observe the three national holidays, Republic Day (26 January), Independence Day (15 August) and Gandhi Jayanti (2 October), and the festival holidays declared for your state.',
    sickAndFamilyLeave:
      'Sick and casual leave depend on the Shops and Establishments Act of your state and are confirmed in your appointment letter; employees covered by the Employees’ State Insurance scheme receive sickness benefit through ESIC. The Maternity Benefit Act 1961 provides up to 26 weeks of paid maternity leave for eligible women.',
    notice:
      'Notice is set in your appointment letter, commonly one to three months, and may be waived or paid in lieu by agreement.',
    equalityLaw:
      'The Constitution of India, the equal remuneration provisions of the Code on Wages 2019, the Rights of Persons with Disabilities Act 2016 and the Transgender Persons (Protection of Rights) Act 2019 prohibit discrimination in employment.',
    dataProtectionLaw:
      'Personal data is handled in line with the Information Technology Act 2000 and the Digital Personal Data Protection Act 2023.',
    safetyLaw:
      'the Factories Act 1948 or the Shops and Establishments Act of your state, and the related safety rules',
    notes: {
      'anti-harassment': (count) =>
        count >= 10
          ? 'Because we employ ten or more people, our Internal Committee under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act 2013 receives and inquires into complaints of sexual harassment.'
          : 'Because we employ fewer than ten people, complaints of sexual harassment may be made to the Local Committee set up by the District Officer under the Sexual Harassment of Women at Workplace Act 2013.',
      separation: (count) =>
        count >= 10
          ? 'Employees with five or more years of continuous service receive gratuity under the Payment of Gratuity Act 1972.'
          : '',
    },
    regionLabel: null,
    regions: null,
  },
  {
    code: 'SG',
    name: 'Singapore',
    proseName: 'Singapore',
    currency: 'SGD',
    annualLeaveMinimum: { amount: 7, unit: 'working-days' },
    annualLeave:
      'The Employment Act gives 7 days of paid annual leave after three months of service, increasing by one day for each year of service up to 14 days.',
    weeklyHourLimit: 44,
    workingTime:
      'For employees covered by Part IV of the Employment Act, normal hours may not exceed 44 a week or 12 a day including overtime; overtime is paid at least one and a half times the basic hourly rate and is limited to 72 hours a month.',
    publicHolidays: 'There are 11 gazetted public holidays, including National Day on 9 August.',
    sickAndFamilyLeave:
      'After three months of service, employees covered by the Employment Act receive up to 14 days of paid outpatient sick leave and up to 60 days of hospitalisation leave a year (including the 14 days). Eligible mothers receive 16 weeks of Government-Paid Maternity Leave, and eligible fathers receive Government-Paid Paternity Leave.',
    notice:
      'Notice is set in your contract; where it is silent, the Employment Act sets notice from one day (less than 26 weeks of service) to four weeks (five years or more), and either party may pay salary in lieu of notice.',
    equalityLaw:
      'We follow the Tripartite Guidelines on Fair Employment Practices, which require hiring and treatment on merit regardless of age, race, gender, religion, marital status and family responsibilities, or disability.',
    dataProtectionLaw: 'Personal data is handled in line with the Personal Data Protection Act 2012 (PDPA).',
    safetyLaw: 'the Workplace Safety and Health Act 2006',
    notes: {
      'remote-work':
        'Requests for flexible work arrangements are considered under the Tripartite Guidelines on Flexible Work Arrangement Requests, and we reply in writing within two months.',
      discipline:
        'During an inquiry into misconduct you may be suspended for up to one week on at least half pay, as the Employment Act allows.',
    },
    regionLabel: null,
    regions: null,
  },
];

export const COUNTRIES: Readonly<Record<string, CountryInfo>> = Object.freeze(
  Object.fromEntries(COUNTRY_LIST.map((country) => [country.code, country])),
);

/** Alphabetical, so error messages list the codes the way a reader scans them. */
export const SUPPORTED_COUNTRY_CODES: readonly string[] = Object.freeze(
  COUNTRY_LIST.map((c) => c.code).sort(),
);

export function findCountry(code: string): CountryInfo | null {
  return Object.hasOwn(COUNTRIES, code) ? (COUNTRIES[code] ?? null) : null;
}

export function findRegion(country: CountryInfo, code: string): RegionInfo | null {
  if (!country.regions || !Object.hasOwn(country.regions, code)) return null;
  return country.regions[code] ?? null;
}

export function regionCodes(country: CountryInfo): string[] {
  return country.regions ? Object.keys(country.regions).sort() : [];
}

/** Resolves a note for a headcount; an empty string means "nothing to add". */
export function resolveNote(note: TopicNote | undefined, employeeCount: number): string | null {
  if (note === undefined) return null;
  const text = typeof note === 'function' ? note(employeeCount) : note;
  return text.length > 0 ? text : null;
}
