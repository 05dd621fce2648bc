// The newsletter route map.
import { MessageSchema } from '../common/schemas';
import { defineRoutes } from '../route-map';
import { NEWSLETTER_ENDPOINTS } from './endpoints';
import { NewsletterBody } from './schemas';

export const NEWSLETTER_ROUTES = defineRoutes(NEWSLETTER_ENDPOINTS, {
  'newsletter.subscribe': { body: NewsletterBody, response: { 201: MessageSchema } },
});
