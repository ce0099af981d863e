import 'server-only';
import { bulletList, paragraphs } from './format';
import { bySize, localNotes, type Policy } from './policy-context';

export const remoteWork: Policy = {
  key: 'remote-work',
  title: 'Remote and Flexible Work',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} supports remote and flexible working where the role allows it. Working remotely changes where you work, not how: this handbook, your contract and the law apply in the same way at home as in the office.`,
      bySize(ctx, {
        small: 'Arrangements are agreed directly with your manager and recorded in writing.',
        mid: 'Arrangements are agreed with your manager, recorded in writing and reviewed at least once a year.',
        large:
          'Arrangements are agreed with your manager under the team’s working pattern, recorded in the HR system and reviewed at least once a year.',
      }),
      'If you work remotely:',
      bulletList([
        'work from a safe, suitable space and complete the home-working self-assessment;',
        'be reachable during the core hours agreed with your team;',
        'keep company equipment and information secure, and do not let others use your work devices;',
        `ask before working from another country, even for a short time, because tax, immigration and employment rules may change where you are not in ${ctx.country.proseName}.`,
      ]),
      localNotes(ctx, 'remote-work'),
      'Any employee may ask for a change to their working pattern, hours or place of work. We consider every request seriously and explain our reasons if we cannot agree to it.',
    ),
};

export const expenses: Policy = {
  key: 'expenses',
  title: 'Business Expenses',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} reimburses reasonable expenses that you necessarily incur on company business. Spend company money as carefully as you would your own.`,
      bulletList([
        'get approval before booking travel or committing to significant spending;',
        'choose economy travel and reasonably priced accommodation unless your manager agrees otherwise;',
        'keep itemised receipts for every claim;',
        `claim in ${ctx.country.currency}; costs in another currency are converted at the rate charged to you;`,
        'do not claim personal costs, fines or anything already paid by someone else;',
        'use a company card, where you have one, only for business spending, and never to withdraw cash.',
      ]),
      bySize(ctx, {
        small:
          'Submit claims to your manager within 30 days of the expense. Claims are checked and paid with the next monthly payroll.',
        mid: 'Submit claims through the expenses system within 30 days of the expense. Your manager approves them, and approved claims are paid with the next payroll.',
        large:
          'Submit claims through the expenses system within 30 days of the expense. Claims are approved by your manager, checked by the finance team against this policy, and paid with the next payroll.',
      }),
      localNotes(ctx, 'expenses'),
      'Reimbursements are processed in line with the tax rules that apply to employee expenses. Deliberately false or inflated claims are treated as gross misconduct.',
    ),
};

export const itSecurity: Policy = {
  key: 'it-security',
  title: 'IT, Data Protection and Security',
  render: (ctx) =>
    paragraphs(
      `The systems and information of ${ctx.company} and our customers must be protected. Company devices, accounts and data are provided for work; limited personal use is acceptable if it does not interfere with your work or put our systems at risk.`,
      'Everyone must:',
      bulletList([
        'use a strong, unique password and multi-factor authentication for every work account;',
        'lock your screen when you step away and keep devices with you when travelling;',
        'install software only from approved sources and keep devices updated;',
        'store work information only in approved systems, never in personal email or storage;',
        'report a lost device, a suspicious message or a possible data breach at once.',
      ]),
      ctx.country.dataProtectionLaw,
      localNotes(ctx, 'it-security'),
      bySize(ctx, {
        small: 'The colleague responsible for IT is your first contact for security questions and incidents.',
        mid: 'The IT team is your first contact for security questions and incidents.',
        large:
          'The security team runs a round-the-clock incident process; report incidents through the service desk.',
      }),
      'We may monitor the use of company systems to keep them secure, but only to the extent the law allows and in a way that is proportionate and transparent.',
    ),
};

export const healthAndSafety: Policy = {
  key: 'health-and-safety',
  title: 'Health and Safety',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} is responsible for providing a safe and healthy workplace, and we meet our obligations under ${ctx.country.safetyLaw}. Safety is also a shared responsibility: you must take reasonable care of yourself and of others affected by your work.`,
      'In practice:',
      bulletList([
        'follow safety instructions and training, and use the equipment provided;',
        'report every accident, near miss and hazard, however minor, the same day;',
        'know where the first aid kit, the emergency exits and the assembly point are;',
        'set up your workstation properly and take regular screen breaks;',
        'do not work under the influence of alcohol or drugs, and tell your manager if medication may affect your safety.',
      ]),
      bySize(ctx, {
        small:
          'A named member of the leadership team is responsible for health and safety and for keeping risk assessments up to date.',
        mid: 'A health and safety lead keeps risk assessments up to date and arranges first aid cover for every site.',
        large:
          'Each site has a health and safety coordinator and trained first aiders, and the safety function reports on incidents to leadership every quarter.',
      }),
      localNotes(ctx, 'health-and-safety'),
      'Mental health matters as much as physical safety. If pressure at work is affecting your wellbeing, talk to your manager or the people team in confidence.',
    ),
};
