// Turns on Single Fetch's loader data types (vite.config.ts sets v3_singleFetch).
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
