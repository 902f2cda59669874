// Compiled by `npm run typecheck`, never run: the web app's calls are typed by the generated
// OpenAPI types, so a call the document does not allow, or a use of an answer the document does
// not give, is a type error. Each `@ts-expect-error` below fails the typecheck if the error it
// expects goes away (the client stopped reading the types from the document).
import { api } from './api-client';
import type { AnswerOf, ApiAnswer, BodyOf, PathOf } from './api-types';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(): T | undefined => undefined;

// a call's path is read as the document's path it stands for, and only that one
same<Equal<PathOf<'get', `/reviews/${string}`>, '/api/reviews/{reviewId}'>>();
same<Equal<PathOf<'get', `/projects/${string}/${string}`>, '/api/projects/{chain}/{address}'>>();
// its answer and body are the document's
same<Equal<AnswerOf<'get', '/me'>, ApiAnswer<'/api/me'>>>();
same<Equal<BodyOf<'post', '/login'>['address'], string>>();

export async function driftExamples() {
  // @ts-expect-error a path the document does not have
  await api.get('/no-such-route');
  const me = await api.get('/me');
  // @ts-expect-error a field the document's answer does not have
  void me.data.noSuchField;
  // @ts-expect-error a body the document refuses (the address is a string)
  await api.post('/login', { address: 1 });
  const review = await api.get('/reviews/1');
  // a literal path fits its pattern: the answer is the document's review, typed
  const title: string = review.data.title;
  return title;
}
