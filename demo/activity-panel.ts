// The demo's activity view: <notif-activity> over operations 5 and 6.
export {};
