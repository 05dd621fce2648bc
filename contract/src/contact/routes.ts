// The contact route map.
import { MessageSchema } from '../common/schemas';
import { defineRoutes } from '../route-map';
import { CONTACT_ENDPOINTS } from './endpoints';
import { ContactBody } from './schemas';

export const CONTACT_ROUTES = defineRoutes(CONTACT_ENDPOINTS, {
  'contact.send': { body: ContactBody, response: { 201: MessageSchema } },
});
