/**
 * How the enquiry routes answer: a form post (no JavaScript) gets an HTML
 * page, anything else JSON. The problems every route can meet are worded
 * once here.
 */
import type {FastifyReply, FastifyRequest} from 'fastify';
import {business} from '../../src/business';
import {ENQUIRY_BODY_LIMIT} from '../limits';
import {problemPage} from './pages';
import type {PageShell} from './pageShell';

export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
export const isJson = (request: FastifyRequest) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '');

/** An enquiry post's options: its size limit, and JSON or a form post only (415 otherwise). */
export const postOptions = (shell: PageShell) => ({
  bodyLimit: ENQUIRY_BODY_LIMIT,
  preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isJson(request) && !isFormPost(request)) return sendProblem(request, reply, shell, 415);
  },
});

const callUs = `call us on ${business.phone.display}`;

export const problems = {
  413: {title: 'Your enquiry is too long', message: `The enquiry is over 32 KB. Shorten the message, or ${callUs}.`},
  415: {title: 'Enquiry not understood', message: 'Send the enquiry as JSON or as a form post.'},
  429: {
    title: 'Too many enquiries',
    message: `We have received several enquiries from your connection in a short time. Please wait a few minutes and try again, or ${callUs}.`,
  },
  400: {title: 'Enquiry not understood', message: `We could not read the enquiry. Please try again, or ${callUs}.`},
  403: {
    title: 'We could not add these details',
    message: `This form to add details is not valid for that enquiry (its reference or security code is missing, has been changed, or is more than a day old), so nothing was added. Your enquiry itself is not affected. To tell us more, ${callUs} and quote your reference.`,
  },
  503: {
    title: 'We could not save your enquiry',
    message: `Our enquiry system is not taking enquiries right now and your enquiry was not saved. Please try again later, or ${callUs}.`,
  },
  500: {
    title: 'We could not save your enquiry',
    message: `Something went wrong on our side and your enquiry was not saved. Please try again in a few minutes, or ${callUs}.`,
  },
} as const;

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: PageShell,
  status: keyof typeof problems,
) {
  const {title, message} = problems[status];
  if (isFormPost(request))
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(problemPage(shell, title, message));
  return reply.code(status).send({error: message});
}
