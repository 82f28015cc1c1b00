import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { TEST_BASE_URL } from './identity.ts'

/**
 * A software passkey for server tests: an ES256 key pair that answers registration and sign-in
 * challenges the way a platform authenticator does (attestation "none", user present and verified).
 * `origin` and `rpId` can be changed per answer to play a phishing site; `counter` to replay an
 * old signature counter.
 */
export function softPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  let counter = 0
  const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
  const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest()

  function clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  function authenticatorData(rpId: string, count: number, attested?: Buffer) {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0) // user present, user verified, credential data
    const countBytes = Buffer.alloc(4)
    countBytes.writeUInt32BE(count)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), countBytes, attested ?? Buffer.alloc(0)])
  }

  function attestedCredential() {
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    )
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(credentialId.length)
    return Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey)])
  }

  interface Where {
    origin?: string
    rpId?: string
  }

  return {
    id: b64(credentialId),
    /** The JSON a browser posts after `navigator.credentials.create()`. */
    register(challenge: string, { origin = TEST_BASE_URL, rpId = 'localhost' }: Where = {}) {
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authenticatorData(rpId, 0, attestedCredential())],
        ]),
      )
      return JSON.stringify({
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      })
    },
    /** The JSON a browser posts after `navigator.credentials.get()`; the counter goes up by one. */
    signIn(
      challenge: string,
      { origin = TEST_BASE_URL, rpId = 'localhost', count = ++counter }: Where & { count?: number } = {},
    ) {
      const data = authenticatorData(rpId, count)
      const client = clientData('webauthn.get', challenge, origin)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return JSON.stringify({
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      })
    },
  }
}
