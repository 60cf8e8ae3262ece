import { agentAccountInfoResponseSchema } from '../session';
import { endpoint } from './endpoint';

/** The agent's own account. */
export const agentsEndpoints = {
  accountInfo: endpoint({
    method: 'GET',
    path: '/agent/account-info',
    summary: "The agent's own details (readable during signup)",
    access: ['AGENT'],
    openDuringSignup: true,
    answer: agentAccountInfoResponseSchema,
    errors: [404],
  }),
};
