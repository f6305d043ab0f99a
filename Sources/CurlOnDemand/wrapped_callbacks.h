/* FoundationNetworking's libcurl callbacks, wrapped: its socket callback (socket_sources.c) and its write callback
   (body_batches.c). */
#pragma once
#if defined(__linux__)
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>

typedef CURLMcode (*multi_setopt_function)(CURLM *multi, CURLMoption option, ...);
typedef CURLcode (*easy_setopt_function)(CURL *curl, CURLoption option, ...);

/* Sets CURLMOPT_SOCKETFUNCTION or CURLMOPT_SOCKETDATA (`option`) of `multi` to `value` through `setopt`, the real
   curl_multi_setopt, with FoundationNetworking's callback wrapped. */
CURLMcode socket_sources_setopt(CURLM *multi, CURLMoption option, void *value, multi_setopt_function setopt);

/* Forgets what socket_sources_setopt kept for `multi`, after curl_multi_cleanup. */
void socket_sources_forget(CURLM *multi);

/* Sets CURLOPT_WRITEFUNCTION or CURLOPT_WRITEDATA (`option`) of `curl` to `value` through `setopt`, the real
   curl_easy_setopt, with FoundationNetworking's callback wrapped. */
CURLcode body_batches_setopt(CURL *curl, CURLoption option, void *value, easy_setopt_function setopt);

/* Hands what `curl` holds of its body to FoundationNetworking, when libcurl says the transfer is done (before
   FoundationNetworking hears it); false when FoundationNetworking refused it. */
int body_batches_finish(CURL *curl);

/* Drops what `curl` holds, when its transfer is stopped (curl_multi_remove_handle). */
void body_batches_drop(CURL *curl);

/* Forgets `curl`, after curl_easy_cleanup. */
void body_batches_forget(CURL *curl);
#endif
