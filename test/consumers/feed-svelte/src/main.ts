import { mount } from 'svelte';
import Inbox from './Inbox.svelte';

mount(Inbox, { target: document.getElementById('app')! });
