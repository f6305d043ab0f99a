/* This target defines libcurl's functions for FoundationNetworking, loading libcurl on first use (see
 * curl_on_demand.c). */
#pragma once

/* Loads libcurl (FOODYBITE_LIBCURL, else libcurl.so.4) once; NULL when it is loaded, else why it is not. Linux only:
 * elsewhere libcurl is not loaded this way. */
const char *curl_on_demand_load_error(void);
