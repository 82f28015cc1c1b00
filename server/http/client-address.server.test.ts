import { describe, expect, test } from 'vitest'
import { limits } from '../rate-limit/limits.server.ts'
import express from 'express'
import http from 'node:http'
import { listenOnLoopback } from '#tests/loopback.ts'
import { addressBucket, forwardedAddress } from './client-address.server.ts'

describe('addressBucket: what a per-address limit counts', () => {
  test('an IPv4 address is itself', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7')
  })

  test('every notation of addresses in one IPv6 /64 is the same bucket', () => {
    const sameNetwork = [
      '2001:db8:abcd:12::1',
      '2001:0db8:abcd:0012:0000:0000:0000:0001',
      '2001:DB8:ABCD:12:FFFF:EEEE:DDDD:CCCC',
      '2001:db8:abcd:12:1:2:3:4',
      '2001:db8:abcd:12::',
      '2001:db8:abcd:12::192.0.2.1',
      '2001:db8:abcd:12::1%eth0',
    ]
    const buckets = new Set(sameNetwork.map(addressBucket))
    expect([...buckets]).toEqual(['2001:db8:abcd:12::/64'])
  })

  test('neighbouring /64 networks are different buckets', () => {
    expect(addressBucket('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
    expect(addressBucket('2001:db8::1')).not.toBe(addressBucket('2001:db9::1'))
  })

  test('an IPv4-mapped IPv6 address counts as the IPv4 address it carries', () => {
    for (const mapped of [
      '::ffff:198.51.100.9',
      '::FFFF:198.51.100.9',
      '0:0:0:0:0:ffff:c633:6409',
      '::ffff:c633:6409',
    ])
      expect(addressBucket(mapped), mapped).toBe('198.51.100.9')
  })

  test('what is no address is left as it is', () => {
    expect(addressBucket('')).toBe('')
    expect(addressBucket('not-an-address')).toBe('not-an-address')
  })
})

describe('every per-address limit counts an IPv6 client by its /64', () => {
  const perAddress = Object.entries(limits).filter(([, make]) => make('192.0.2.1').key.includes(':ip:'))

  test('the table has per-address limits', () => {
    expect(perAddress.map(([name]) => name)).toEqual(
      expect.arrayContaining(['signInIp', 'resetIp', 'signUpIp', 'contact', 'verifyCertificate']),
    )
  })

  test.each(perAddress)('%s', (_name, make) => {
    expect(make('2001:db8:1:2::a').key).toBe(make('2001:DB8:1:2:ffff:0:0:b').key)
    expect(make('::ffff:192.0.2.1').key).toBe(make('192.0.2.1').key)
    expect(make('2001:db8:1:2::a').key).not.toBe(make('2001:db8:1:3::a').key)
  })
})

describe('forwardedAddress: the cache-hit path reads the address Express would', () => {
  test.each([0, 1, 2, 5])('with %i trusted proxies', async (hops) => {
    const app = express().set('trust proxy', hops)
    app.get('/', (req, res) => {
      res.json({ express: req.ip, ours: forwardedAddress(req, hops) })
    })
    const server = http.createServer(app)
    const origin = await listenOnLoopback(server)
    try {
      for (const forwarded of ['', '198.51.100.4', '10.0.0.1, 198.51.100.4', '1.1.1.1,2.2.2.2, 3.3.3.3']) {
        const answer = await fetch(origin, { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} })
        const { express: expected, ours } = (await answer.json()) as { express: string; ours: string }
        expect(ours).toBe(expected)
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
