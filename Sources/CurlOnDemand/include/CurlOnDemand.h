/* This target defines libcurl's functions for FoundationNetworking, loading libcurl on first use (see
 * curl_on_demand.c). */
#pragma once

/* Loads libcurl (FOODYBITE_LIBCURL, else libcurl.so.4) once; NULL when it is loaded, else why it is not. Linux only:
 * elsewhere libcurl is not loaded this way. */
const char *curl_on_demand_load_error(void);

/* Starts loading and initialising libcurl on a thread of its own (once; returns at once), for a command that will
 * make a request: its own work before the request then overlaps libcurl's load. Linux only. */
void curl_on_demand_preload(void);

/* Waits until a preload started has ended (at once when none was): before the process exits. */
void curl_on_demand_preload_wait(void);

/* The delegate has read `length` bytes of a body FoundationNetworking handed it. libcurl's thread hands no more while
 * more than 8 MiB are handed and unread (body_batches.c), so a reader slower than the network holds at most that
 * much, whatever the answer's size. Linux only. */
void curl_on_demand_body_read(long length);
