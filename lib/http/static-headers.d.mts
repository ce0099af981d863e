export interface StaticHeader {
  key: string;
  value: string;
}

export function securityHeaders(options: { production: boolean }): StaticHeader[];

export function serviceApiHeaders(options: { production: boolean }): StaticHeader[];
