export const PEER_ADDRESS_HEADER: 'x-handbook-peer-address';
