import 'server-only';
import { bulletList, paragraphs } from './format';
import { bySize, localNotes, type Policy } from './policy-context';

export const discipline: Policy = {
  key: 'discipline',
  title: 'Disciplinary Procedure',
  render: (ctx) =>
    paragraphs(
      `Most concerns about conduct or performance at ${ctx.company} are resolved through an informal conversation with your manager. Where that does not work, or the concern is serious, we follow a fair and consistent formal procedure.`,
      bulletList([
        'We investigate the facts before deciding whether formal action is needed.',
        'You are told in writing what the concern is and given the evidence, and invited to a meeting to respond.',
        'You may bring a colleague or, where the law allows, a representative to the meeting.',
        'The outcome, which may be no action, a warning or, for repeated or serious misconduct, dismissal, is confirmed in writing.',
        'You may appeal to someone not previously involved in the case.',
      ]),
      bySize(ctx, {
        small:
          'In a company of our size, an appeal is heard by a different member of the leadership team or, where none is independent, by an external adviser.',
        mid: 'The people team supports managers through every formal stage so that cases are handled consistently.',
        large:
          'The people team oversees every formal case and reviews outcomes across the organisation for consistency.',
      }),
      'Gross misconduct, such as theft, fraud, violence, serious harassment or a serious breach of safety or security rules, may lead to dismissal without notice after investigation. You may be suspended on full pay while a serious allegation is investigated; suspension is not a disciplinary sanction.',
      localNotes(ctx, 'discipline'),
    ),
};

export const separation: Policy = {
  key: 'separation',
  title: 'Resignation and Termination',
  render: (ctx) =>
    paragraphs(
      `When employment with ${ctx.company} ends, we aim to make the process clear, fair and respectful, whoever made the decision.`,
      ctx.country.notice,
      localNotes(ctx, 'separation'),
      'If you decide to resign, please tell your manager and confirm your resignation in writing, giving the notice set out in your contract. Before your last day:',
      bulletList([
        'agree a handover of your work with your manager;',
        'return all company equipment, documents and access cards;',
        'take, or agree payment for, any leave you have accrued, as your contract and the law provide;',
        'remember that your duty of confidentiality continues after you leave.',
      ]),
      bySize(ctx, {
        small: 'Your manager confirms your final pay and any outstanding expenses in writing.',
        mid: 'The people team confirms your final pay and offers an exit conversation about your time with us.',
        large:
          'The people team confirms your final pay and benefits in writing and invites you to a confidential exit interview.',
      }),
      'On request, we provide written confirmation of your dates of employment and job title.',
    ),
};
