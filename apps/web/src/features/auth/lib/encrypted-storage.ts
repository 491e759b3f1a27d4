import type { SupportedStorage } from '@supabase/auth-js';

const DB_NAME = 'sitescout-auth';
const STORE = 'keys';
const KEY_ID = 'session-key';

/**
 * Where auth-js keeps the session. Tokens must never sit in browser storage in clear text, yet a reload should
 * not sign people out. So the session is encrypted with AES-GCM under a key that is generated in the browser as
 * NON-EXTRACTABLE and kept in IndexedDB (which stores CryptoKey objects without exposing their bytes); only the
 * ciphertext goes to localStorage. Copying localStorage or the disk profile yields nothing usable without the
 * browser's key store, and script on the page can use the key but never read it out. Where WebCrypto or
 * IndexedDB is missing (old browsers, insecure origins) the session lives in memory only and a reload signs out.
 */
export function createEncryptedStorage(): SupportedStorage {
  const memory = new Map<string, string>();
  const capable = typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && !!crypto.subtle;
  if (!capable) return memoryStorage(memory);
  let keyPromise: Promise<CryptoKey> | undefined;
  const key = () => {
    keyPromise ??= loadOrCreateKey().catch((error: unknown) => {
      keyPromise = undefined;
      throw error;
    });
    return keyPromise;
  };

  return {
    async getItem(name) {
      const stored = window.localStorage.getItem(name);
      if (stored === null) return memory.get(name) ?? null;
      try {
        return await decrypt(await key(), stored);
      } catch {
        // Written under a key that is gone (site data partly cleared): unusable, so drop it.
        window.localStorage.removeItem(name);
        return null;
      }
    },
    async setItem(name, value) {
      try {
        window.localStorage.setItem(name, await encrypt(await key(), value));
        memory.delete(name);
      } catch {
        // No key store available (e.g. private mode refusing IndexedDB): keep it in memory, never in clear.
        window.localStorage.removeItem(name);
        memory.set(name, value);
      }
    },
    async removeItem(name) {
      window.localStorage.removeItem(name);
      memory.delete(name);
    },
  };
}

function memoryStorage(memory: Map<string, string>): SupportedStorage {
  return {
    getItem: (name) => memory.get(name) ?? null,
    setItem: (name, value) => {
      memory.set(name, value);
    },
    removeItem: (name) => {
      memory.delete(name);
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function openKeyStore(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openKeyStore();
  try {
    const existing = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // `add` fails if another tab stored a key meanwhile; then use that one so both tabs can read the session.
    try {
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(created, KEY_ID));
      return created;
    } catch {
      const winner = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
      if (winner instanceof CryptoKey) return winner;
      throw new Error('session key store unavailable');
    }
  } finally {
    db.close();
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function encrypt(key: CryptoKey, value: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(value));
  return JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) });
}

async function decrypt(key: CryptoKey, stored: string): Promise<string> {
  const { iv, data } = JSON.parse(stored) as { iv: string; data: string };
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
  return new TextDecoder().decode(plain);
}
