/* A socket that waits for an answer, watched for reading only.
 *
 * libcurl tells its host which readiness each socket needs (CURLMOPT_SOCKETFUNCTION): writable while it connects
 * and sends the request (CURL_POLL_OUT or CURL_POLL_INOUT), then readable only (CURL_POLL_IN) while the server
 * thinks. FoundationNetworking (swift-corelibs-foundation's URLSession._MultiHandle) adds a dispatch source for
 * each readiness asked for, but removes them only when libcurl says CURL_POLL_REMOVE: the write source made while
 * connecting stays, and since a connected socket is always writable it fires without pause, each time making libcurl
 * poll the socket for nothing. A process waiting 30 s for a server that does not answer spent 25 s of CPU (82% of a
 * core, and the two cores of this machine's test runs).
 *
 * The wrapped callback gives FoundationNetworking what it handles: when libcurl narrows a socket to one readiness
 * (CURL_POLL_IN or CURL_POLL_OUT) while sources exist, it first says CURL_POLL_REMOVE (FoundationNetworking cancels
 * and releases both sources; libcurl's pointer to them is cleared with curl_multi_assign, as libcurl itself does on
 * a removal), then passes the narrowed readiness on, for which FoundationNetworking makes the one source needed,
 * after the cancelled ones have finished (its `_MultiHandle.schedule(_:for:)`). */
#if defined(__linux__)
#include "wrapped_callbacks.h"
#include "handle_records.h"
#include <pthread.h>
#include <stdlib.h>

struct watch {
    struct handle_record record;   /* the multi handle */
    curl_socket_callback callback; /* FoundationNetworking's */
    void *data;                    /* its CURLMOPT_SOCKETDATA */
};

static struct handle_record *watches;
static pthread_mutex_t watches_lock = PTHREAD_MUTEX_INITIALIZER;

static int watched_socket(CURL *easy, curl_socket_t socket, int what, void *client, void *sources) {
    struct watch *watch = client;
    if (sources != NULL && (what == CURL_POLL_IN || what == CURL_POLL_OUT)) {
        int code = watch->callback(easy, socket, CURL_POLL_REMOVE, watch->data, sources);
        if (code != 0) return code;
        curl_multi_assign(watch->record.handle, socket, NULL);
        sources = NULL;
    }
    return watch->callback(easy, socket, what, watch->data, sources);
}

/* The record of `multi`, made if missing (under watches_lock). */
static struct watch *watch_of(CURLM *multi) {
    return handle_record_of(&watches, multi, sizeof(struct watch), 1);
}

CURLMcode socket_sources_setopt(CURLM *multi, CURLMoption option, void *value, multi_setopt_function setopt) {
    pthread_mutex_lock(&watches_lock);
    struct watch *watch = watch_of(multi);
    if (watch != NULL) {
        if (option == CURLMOPT_SOCKETFUNCTION) watch->callback = (curl_socket_callback)value;
        else watch->data = value;
    }
    curl_socket_callback callback = watch == NULL ? NULL : watch->callback;
    void *data = watch == NULL ? NULL : watch->data;
    pthread_mutex_unlock(&watches_lock);
    if (watch == NULL) return setopt(multi, option, value);
    if (callback == NULL) {
        /* No callback (yet): libcurl gets the data as given. */
        CURLMcode code = setopt(multi, CURLMOPT_SOCKETFUNCTION, NULL);
        return code != CURLM_OK ? code : setopt(multi, CURLMOPT_SOCKETDATA, data);
    }
    CURLMcode code = setopt(multi, CURLMOPT_SOCKETFUNCTION, (void *)watched_socket);
    return code != CURLM_OK ? code : setopt(multi, CURLMOPT_SOCKETDATA, (void *)watch);
}

void socket_sources_forget(CURLM *multi) {
    pthread_mutex_lock(&watches_lock);
    free(handle_record_remove(&watches, multi));
    pthread_mutex_unlock(&watches_lock);
}
#endif
