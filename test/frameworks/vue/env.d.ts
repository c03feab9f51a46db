/// <reference types="vite/client" />
import type {} from 'notif-elements/vue'
