/* The socket callback FoundationNetworking gives libcurl, wrapped (socket_sources.c). */
#pragma once
#if defined(__linux__)
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>

typedef CURLMcode (*multi_setopt_function)(CURLM *multi, CURLMoption option, ...);

/* Sets CURLMOPT_SOCKETFUNCTION or CURLMOPT_SOCKETDATA (`option`) of `multi` to `value` through `setopt`, the real
   curl_multi_setopt, with FoundationNetworking's callback wrapped. */
CURLMcode socket_sources_setopt(CURLM *multi, CURLMoption option, void *value, multi_setopt_function setopt);

/* Forgets what socket_sources_setopt kept for `multi`, after curl_multi_cleanup. */
void socket_sources_forget(CURLM *multi);
#endif
