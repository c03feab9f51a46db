import { createApp } from 'vue';
import Inbox from './Inbox.vue';

createApp(Inbox).mount('#app');
