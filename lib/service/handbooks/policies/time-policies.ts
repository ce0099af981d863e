import 'server-only';
import { bulletList, paragraphs } from './format';
import { bySize, localNotes, type Policy, type PolicyContext } from './policy-context';

function hourLimitSentence(ctx: PolicyContext): string {
  const limit = ctx.country.weeklyHourLimit;
  return limit === null
    ? 'We plan workloads so that long hours are the exception, not the norm.'
    : `We plan workloads so that nobody works more than ${limit} hours a week on average, and long hours are the exception, not the norm.`;
}

export const workingHours: Policy = {
  key: 'working-hours',
  title: 'Working Hours',
  render: (ctx) =>
    paragraphs(
      `Your normal hours of work, and whether you are paid for overtime, are set out in your employment contract. ${hourLimitSentence(ctx)}`,
      ctx.country.workingTime,
      localNotes(ctx, 'working-hours'),
      'At work:',
      bulletList([
        'record your working time accurately where your role requires it;',
        bySize(ctx, {
          small: 'agree overtime with your manager before you work it;',
          mid: 'agree overtime with your manager before you work it, and record it in the time system;',
          large:
            'request overtime in advance through the time-recording system, where it is approved by your manager;',
        }),
        'take the breaks and rest periods you are entitled to; skipping them is not a sign of commitment;',
        'tell your manager early if your workload cannot be done within your normal hours.',
      ]),
      'Managers are responsible for planning work so that their teams can take the breaks and rest the law requires, and for making sure that overtime is recorded and paid or compensated correctly.',
    ),
};

export const paidTimeOff: Policy = {
  key: 'paid-time-off',
  title: 'Paid Time Off and Public Holidays',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} wants everyone to take a real break from work every year. Your annual leave entitlement is set out in your employment contract and is never less than the statutory minimum.`,
      ctx.country.annualLeave,
      localNotes(ctx, 'paid-time-off'),
      ctx.country.publicHolidays,
      'When planning leave:',
      bulletList([
        bySize(ctx, {
          small:
            'agree dates with your manager as early as you can, because absences in a small team affect everyone;',
          mid: 'request leave through the leave system and agree dates with your manager as early as you can;',
          large:
            'request leave through the leave system; your manager approves it, taking account of the needs of the team;',
        }),
        'give notice of at least twice the length of the leave you plan to take, where you can;',
        'part-time employees receive a pro rata entitlement;',
        'carry-over of unused leave and payment for leave on leaving follow your contract and the law.',
      ]),
    ),
};

export const leave: Policy = {
  key: 'leave',
  title: 'Sick Leave and Family Leave',
  render: (ctx) =>
    paragraphs(
      'If you are ill and cannot work, tell your manager as early as possible on the first day of absence, and keep them updated. Please say how long you expect to be away; you do not need to share medical details beyond what the law or your contract requires.',
      ctx.country.sickAndFamilyLeave,
      localNotes(ctx, 'leave'),
      `${ctx.company} also supports employees through life events:`,
      bulletList([
        'parental leave is available to parents of every gender and family type, including adoptive parents;',
        'we give time off for bereavement and for emergencies involving dependants;',
        'we make reasonable arrangements for medical appointments and for a phased return after a long absence;',
        bySize(ctx, {
          small: 'leave that the law does not require is agreed case by case with the leadership team.',
          mid: 'leave that the law does not require is agreed with your manager and the people team.',
          large: 'any enhanced company leave and pay is described on the people team’s intranet pages.',
        }),
      ]),
      'All health information you share is kept confidential and used only to support you and to meet our legal obligations.',
    ),
};
