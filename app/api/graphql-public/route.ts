import { embeddedApiRoute } from '@/lib/service/server';

// Every method reaches the endpoint, which answers anything but POST with the contract's 405 body.
const handle = embeddedApiRoute('customerApi');
export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
