import { absoluteUrl } from './siteOrigin.ts';
import { compact, type JsonLd } from './jsonLd.ts';
import { CONTEXT, person } from './structuredData.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { commentPermalink } from '@/shared/comments/commentPaths.ts';
import type { MomentDetail } from '@/shared/moments/momentDetail.ts';
import type { AnswerSummary, QuestionAnswers } from '@/shared/answers/questionAnswers.ts';

export interface QuestionStructuredData {
  moment: Pick<MomentDetail, 'id' | 'excerpt' | 'author' | 'createdAt'>;
  /** A post's title, or for a tweet the opening words its page uses as title. */
  headline: string;
  answers: QuestionAnswers;
  origin: string;
  unknownAuthor: string;
}

function answer(summary: AnswerSummary, input: QuestionStructuredData): JsonLd {
  return compact({
    '@type': 'Answer',
    text: summary.excerpt,
    url: absoluteUrl(commentPermalink(summary.id), input.origin),
    dateCreated: summary.createdAt,
    upvoteCount: summary.likeCount,
    author: person(summary.author, input.origin, input.unknownAuthor),
  });
}

/**
 * A question node's moment as a QAPage (Google's Q&A rich result): the moment is the Question, the
 * accepted comment its acceptedAnswer and a few others its suggestedAnswer.
 */
export function questionJsonLd(input: QuestionStructuredData): JsonLd {
  const { moment, answers, origin } = input;
  const url = absoluteUrl(momentPath(moment.id), origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'QAPage',
    '@id': url,
    url,
    mainEntity: compact({
      '@type': 'Question',
      name: input.headline,
      text: moment.excerpt || input.headline,
      answerCount: answers.answerCount,
      dateCreated: moment.createdAt,
      author: person(moment.author, origin, input.unknownAuthor),
      acceptedAnswer: answers.accepted ? answer(answers.accepted, input) : undefined,
      suggestedAnswer: answers.suggested.map((summary) => answer(summary, input)),
    }),
  });
}
