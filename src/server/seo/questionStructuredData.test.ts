import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './jsonLd.ts';
import { questionJsonLd, type QuestionStructuredData } from './questionStructuredData.ts';

const origin = 'https://plaza.example';
const person = (id: number, nickname: string) => ({
  id,
  nickname,
  username: null,
  avatar: '',
  smallAvatar: '',
  signature: '',
});
const answer = (id: number, excerpt: string, likeCount = 0) => ({
  id,
  author: person(id + 100, `Helper ${id}`),
  excerpt,
  likeCount,
  createdAt: '2025-03-01T10:00:00.000Z',
});

function input(answers: QuestionStructuredData['answers']): QuestionStructuredData {
  return {
    moment: {
      id: 12,
      excerpt: 'My build fails on Node 24',
      author: person(7, 'Asker'),
      createdAt: '2025-03-01T09:00:00.000Z',
    },
    headline: 'Why does the build fail?',
    answers,
    origin,
    unknownAuthor: 'Former member',
  };
}

describe('questionJsonLd', () => {
  it('makes the moment a QAPage whose Question names the accepted and suggested answers', () => {
    const data = questionJsonLd(
      input({
        accepted: answer(40, 'Clear the cache', 3),
        suggested: [answer(41, 'Reinstall')],
        answerCount: 2,
      }),
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      '@id': 'https://plaza.example/moment/12',
      url: 'https://plaza.example/moment/12',
      mainEntity: {
        '@type': 'Question',
        name: 'Why does the build fail?',
        text: 'My build fails on Node 24',
        answerCount: 2,
        dateCreated: '2025-03-01T09:00:00.000Z',
        author: { '@type': 'Person', name: 'Asker', url: 'https://plaza.example/user/7' },
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'Clear the cache',
          url: 'https://plaza.example/comment/40',
          dateCreated: '2025-03-01T10:00:00.000Z',
          upvoteCount: 3,
          author: { '@type': 'Person', name: 'Helper 40', url: 'https://plaza.example/user/140' },
        },
        suggestedAnswer: [
          {
            '@type': 'Answer',
            text: 'Reinstall',
            url: 'https://plaza.example/comment/41',
            dateCreated: '2025-03-01T10:00:00.000Z',
            upvoteCount: 0,
            author: { '@type': 'Person', name: 'Helper 41', url: 'https://plaza.example/user/141' },
          },
        ],
      },
    });
  });

  it('leaves out acceptedAnswer and suggestedAnswer when there are none, and keeps answerCount 0', () => {
    const data = questionJsonLd(input({ accepted: null, suggested: [], answerCount: 0 }));
    const question = data['mainEntity'] as Record<string, unknown>;
    expect(question).not.toHaveProperty('acceptedAnswer');
    expect(question).not.toHaveProperty('suggestedAnswer');
    expect(question['answerCount']).toBe(0);
  });

  it('uses the headline as the text of a question without an excerpt, and stays safe in a script', () => {
    const data = questionJsonLd({
      ...input({ accepted: answer(5, '</script><script>alert(1)</script>'), suggested: [], answerCount: 1 }),
      moment: { id: 3, excerpt: '', author: person(0, ''), createdAt: '2025-03-01T09:00:00.000Z' },
    });
    const question = data['mainEntity'] as Record<string, unknown>;
    expect(question['text']).toBe('Why does the build fail?');
    expect(question['author']).toMatchObject({ name: 'Former member' });
    expect(serializeJsonLd(data)).not.toMatch(/<\/script>/);
  });
});
