import type Stripe from 'stripe'

import { limitOf, list, type Route } from './api'
import { createCustomer } from './customers'
import { badParam, missing } from './errors'
import { allowOnly, type Reader } from './form'
import type { Store } from './state'

function customerOf(store: Store, id: string): Stripe.Customer {
  const found = store.customers.get(id)
  if (!found) throw missing('customer', id)
  return found
}

function paymentMethodsOf(store: Store, customer: string, params: Reader) {
  const type = params.string('type')
  if (type !== undefined && type !== 'card')
    throw badParam('Only card payment methods exist here.', 'type')
  const methods = [...store.paymentMethods.values()].filter(
    (method) => method.customer === customer,
  )
  return list(`/v1/customers/${customer}/payment_methods`, methods, limitOf(params))
}

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    handle({ store, params }) {
      allowOnly(params.params, ['email', 'name', 'description', 'phone', 'metadata'])
      return createCustomer(store, {
        email: params.string('email') ?? null,
        name: params.string('name') ?? null,
        description: params.string('description') ?? null,
        phone: params.string('phone') ?? null,
        metadata: params.metadata(),
      })
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      return customerOf(store, id)
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
    handle({ store, params }, id) {
      allowOnly(params.params, ['type', 'limit'])
      customerOf(store, id)
      return paymentMethodsOf(store, id, params)
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_methods$/,
    handle({ store, params }) {
      allowOnly(params.params, ['customer', 'type', 'limit'])
      const customer = params.requiredString('customer')
      customerOf(store, customer)
      return { ...paymentMethodsOf(store, customer, params), url: '/v1/payment_methods' }
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_methods\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      const found = store.paymentMethods.get(id)
      if (!found) throw missing('PaymentMethod', id, 'payment_method')
      return found
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      const found = store.paymentMethods.get(id)
      if (!found) throw missing('PaymentMethod', id, 'payment_method')
      if (!found.customer) {
        throw badParam(
          `The payment method you provided is not attached to a customer so detachment is impossible.`,
          'payment_method',
          'payment_method_unexpected_state',
        )
      }
      found.customer = null
      const saved = store.cards.get(id)
      if (saved) saved.setUpForOffSession = false
      store.emit('payment_method.detached', found)
      return found
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/setup_intents\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, ['client_secret'])
      const found = store.setupIntents.get(id)
      if (!found) throw missing('setup_intent', id, 'intent')
      return found
    },
  },
]
