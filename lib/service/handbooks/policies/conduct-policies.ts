import 'server-only';
import { bulletList, formatPeople, paragraphs } from './format';
import { bySize, localNotes, type Policy } from './policy-context';

export const codeOfConduct: Policy = {
  key: 'code-of-conduct',
  title: 'Code of Conduct',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} expects everyone who works with us to act with honesty, courtesy and professionalism. This code applies at work, at work-related events and whenever you represent ${ctx.company}, in person or online, and it applies equally to employees, contractors and temporary staff.`,
      bySize(ctx, {
        small: `As a small company of ${formatPeople(ctx.employeeCount)}, each of us shapes the culture directly. If something worries you, raise it with your manager or any member of the leadership team; you do not need to wait for a formal process.`,
        mid: `With ${formatPeople(ctx.employeeCount)} across our teams, shared standards keep us consistent. Your manager is the first point of contact for questions about this code, supported by the people team.`,
        large: `With ${formatPeople(ctx.employeeCount)} across the organisation, we rely on clear and consistent standards. Questions and concerns can go to your manager, to the people team or, if you prefer, through our confidential reporting channel.`,
      }),
      'In particular, you must:',
      bulletList([
        'treat colleagues, customers, candidates and partners with respect;',
        'declare any outside work, investment or personal relationship that could influence, or appear to influence, your judgement;',
        'never offer, give or accept a bribe, and decline gifts or hospitality that could be seen as an improper inducement;',
        `protect confidential information belonging to ${ctx.company}, our customers and colleagues, during and after your employment;`,
        `comply with the law of ${ctx.country.proseName} and of any other country in which you work.`,
      ]),
      localNotes(ctx, 'code-of-conduct'),
      'Breaches of this code may lead to action under the disciplinary procedure. If you are unsure whether something is appropriate, ask before you act.',
    ),
};

export const equalOpportunity: Policy = {
  key: 'equal-opportunity',
  title: 'Equal Opportunity',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} is an equal opportunity employer. We recruit, train, pay and promote people on the basis of their skills, performance and potential, and we do not tolerate discrimination by anyone acting on our behalf.`,
      ctx.country.equalityLaw,
      'Our commitment goes further than the law requires. In practice this means that:',
      bulletList([
        'job requirements, interview questions and selection criteria relate to the work to be done;',
        'we make reasonable adjustments (accommodations) for disabled candidates and employees, and for religious observance where we can;',
        'pay is set by role, experience and performance, and we investigate any unexplained differences;',
        'flexible and part-time working is open to all, and part-time staff are treated no less favourably than full-time staff.',
      ]),
      bySize(ctx, {
        small:
          'Every hiring decision is reviewed by at least two people, so that it rests on evidence rather than impressions.',
        mid: 'Everyone who interviews for us receives guidance on fair, structured interviews before they take part.',
        large:
          'We review recruitment, promotion and pay data every year by group, report the results to leadership and act on what we find.',
      }),
      localNotes(ctx, 'equal-opportunity'),
      'If you believe you have been treated unfairly, raise it with your manager or the people team. Complaints are handled promptly and confidentially, and you will not be penalised for raising one in good faith.',
    ),
};

export const antiHarassment: Policy = {
  key: 'anti-harassment',
  title: 'Anti-Harassment and Bullying',
  render: (ctx) =>
    paragraphs(
      `${ctx.company} is committed to a workplace where everyone is treated with dignity. Harassment, sexual harassment, bullying and victimisation are not tolerated, whether they come from a colleague, a manager, a customer or a supplier, and whether they happen in the office, remotely, at work events or online.`,
      'Harassment is unwanted conduct, related to a protected characteristic or of a sexual nature, that violates someone’s dignity or creates an intimidating, hostile, degrading, humiliating or offensive environment. Bullying is offensive, intimidating or insulting behaviour, or an abuse of power, that undermines or humiliates the person it targets.',
      'If you experience or witness such behaviour:',
      bulletList([
        'if you feel able to, tell the person that their behaviour is unwelcome;',
        bySize(ctx, {
          small:
            'report it to your manager or, if your manager is involved, to any member of the leadership team;',
          mid: 'report it to your manager or to the people team;',
          large:
            'report it to your manager, to the people team or through our confidential reporting channel;',
        }),
        'keep a note of what happened, when, and who saw it.',
      ]),
      'We investigate every report promptly, impartially and as confidentially as possible. Anyone who raises a concern in good faith, or helps with an investigation, is protected from retaliation, and retaliation is itself a disciplinary matter.',
      localNotes(ctx, 'anti-harassment'),
    ),
};
