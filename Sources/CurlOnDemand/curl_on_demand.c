/* libcurl, loaded when foodybite first makes a request instead of when it starts.
 *
 * FoundationNetworking (URLSession on Linux) calls these 23 libcurl functions. Linking libcurl the usual way
 * makes the dynamic loader map it and the 30 libraries it needs (TLS, Kerberos, LDAP, ...) at every start:
 * 6 ms of the 13 ms `foodybite --version` took, and of every offline command, which never touch the network.
 * Package.swift keeps `-lcurl` off the link (`-disable-autolink-library curl`); these definitions take its
 * place, and the first call of any of them dlopen()s libcurl.so.4 (or FOODYBITE_LIBCURL) and forwards to the real
 * function. The definitions below are checked by the compiler against libcurl's own prototypes (<curl/curl.h>), and
 * `scripts/check-release.sh` checks that they are exactly the functions FoundationNetworking needs. Before its first
 * request foodybite asks curl_on_demand_load_error(), so that a missing libcurl is an ordinary error (exit 69). */
#if defined(__linux__)
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>
#include "wrapped_callbacks.h"
#include "handle_records.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *library;
static char load_error[512];
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *name = getenv("FOODYBITE_LIBCURL");
    if (name == NULL || name[0] == '\0') name = "libcurl.so.4";
    library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "cannot load %s, which foodybite needs for HTTP (%s)", name,
                 reason == NULL ? "unknown reason" : reason);
    }
}

const char *curl_on_demand_load_error(void) {
    pthread_once(&loaded, load);
    return library == NULL ? load_error : NULL;
}

static void *resolve(const char *name) {
    if (curl_on_demand_load_error() != NULL) {
        fprintf(stderr, "foodybite: %s\n", load_error);
        exit(69);
    }
    void *function = dlsym(library, name);
    if (function == NULL) {
        fprintf(stderr, "foodybite: libcurl.so.4 has no %s\n", name);
        exit(69);
    }
    return function;
}

/* The libcurl function, resolved on first use. */
#define REAL(name)                                                                  \
    static __typeof__(&name) real_##name;                                          \
    __typeof__(&name) function = __atomic_load_n(&real_##name, __ATOMIC_ACQUIRE);  \
    if (function == NULL) {                                                         \
        function = (__typeof__(&name))resolve(#name);                              \
        __atomic_store_n(&real_##name, function, __ATOMIC_RELEASE);                \
    }

/* The variadic ones take exactly one more argument: a long, a curl_off_t, a pointer or a function pointer,
   all passed as one integer register on LP64 Linux, so it is forwarded as a pointer-sized value. */
#define ONE_MORE(last) \
    va_list list;      \
    va_start(list, last); \
    void *value = va_arg(list, void *); \
    va_end(list);

/* Whether each transfer's headers ended. FoundationNetworking traps ("Transfer completed, but there's no
   response") when libcurl reports a transfer done whose header block never ended (a server that sends a status
   line and closes): the header callback it sets is wrapped to see the blank line that ends the headers, and
   curl_multi_info_read reports such a transfer as CURLE_GOT_NOTHING instead, an ordinary error (exit 75). */
typedef size_t (*header_callback)(char *buffer, size_t size, size_t count, void *data);

struct transfer {
    struct handle_record record; /* the easy handle */
    header_callback callback;
    void *data;
    int ended; /* the last header line was the blank one */
};

static struct handle_record *transfers;
static pthread_mutex_t transfers_lock = PTHREAD_MUTEX_INITIALIZER;

/* The record of `handle`, made when `create` (under transfers_lock). */
static struct transfer *transfer_of(CURL *handle, int create) {
    return handle_record_of(&transfers, handle, sizeof(struct transfer), create);
}

static size_t watched_header(char *buffer, size_t size, size_t count, void *data) {
    struct transfer *transfer = data;
    size_t length = size * count;
    if (length >= 5 && buffer[0] == 'H' && buffer[1] == 'T' && buffer[2] == 'T' && buffer[3] == 'P' && buffer[4] == '/') {
        __atomic_store_n(&transfer->ended, 0, __ATOMIC_RELEASE);
    } else if ((length == 2 && buffer[0] == '\r' && buffer[1] == '\n') || (length == 1 && buffer[0] == '\n')) {
        __atomic_store_n(&transfer->ended, 1, __ATOMIC_RELEASE);
    }
    return transfer->callback == NULL ? length : transfer->callback(buffer, size, count, transfer->data);
}

/* curl_global_init is not safe beside another call of it: the preload's and FoundationNetworking's are one after
   the other. libcurl counts the calls; the flags have had no effect on Linux since 7.57 but for CURL_GLOBAL_WIN32. */
static pthread_mutex_t global_init_lock = PTHREAD_MUTEX_INITIALIZER;
CURLcode curl_global_init(long flags) {
    REAL(curl_global_init)
    pthread_mutex_lock(&global_init_lock);
    CURLcode code = function(flags);
    pthread_mutex_unlock(&global_init_lock);
    return code;
}

/* The preload: libcurl mapped, relocated and initialised (OpenSSL's set-up) on a thread of its own, while the
   command does its own work before its first request. libcurl's global state is then set when FoundationNetworking
   asks for it: its own curl_global_init only counts one more. A missing libcurl is left for the first request to
   report (curl_on_demand_load_error). */
static pthread_mutex_t preload_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t preload_ended = PTHREAD_COND_INITIALIZER;
static int preload_running;

static void *preload(void *unused) {
    (void)unused;
    if (curl_on_demand_load_error() == NULL) {
        CURLcode code = curl_global_init(CURL_GLOBAL_DEFAULT);
        (void)code;
    }
    pthread_mutex_lock(&preload_lock);
    preload_running = 0;
    pthread_cond_broadcast(&preload_ended);
    pthread_mutex_unlock(&preload_lock);
    return NULL;
}

static pthread_once_t preloading = PTHREAD_ONCE_INIT;
static void start_preload(void) {
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    pthread_mutex_lock(&preload_lock);
    preload_running = pthread_create(&thread, &attributes, preload, NULL) == 0;
    pthread_mutex_unlock(&preload_lock);
    pthread_attr_destroy(&attributes);
}

void curl_on_demand_preload(void) { pthread_once(&preloading, start_preload); }

/* exit() runs the libraries' clean-up (OpenSSL's among them): never while the preload is still setting them up. */
void curl_on_demand_preload_wait(void) {
    pthread_mutex_lock(&preload_lock);
    while (preload_running) pthread_cond_wait(&preload_ended, &preload_lock);
    pthread_mutex_unlock(&preload_lock);
}
CURL *curl_easy_init(void) { REAL(curl_easy_init) return function(); }
void curl_easy_cleanup(CURL *curl) {
    REAL(curl_easy_cleanup) function(curl);
    body_batches_forget(curl);
    pthread_mutex_lock(&transfers_lock);
    free(handle_record_remove(&transfers, curl));
    pthread_mutex_unlock(&transfers_lock);
}
CURLcode curl_easy_setopt(CURL *curl, CURLoption option, ...) {
    REAL(curl_easy_setopt) ONE_MORE(option)
    /* FoundationNetworking's write callback, wrapped: body_batches.c */
    if (option == CURLOPT_WRITEFUNCTION || option == CURLOPT_WRITEDATA) {
        return body_batches_setopt(curl, option, value, function);
    }
    if (option == CURLOPT_HEADERFUNCTION || option == CURLOPT_HEADERDATA) {
        pthread_mutex_lock(&transfers_lock);
        struct transfer *transfer = transfer_of(curl, 1);
        if (transfer != NULL) {
            if (option == CURLOPT_HEADERFUNCTION) transfer->callback = (header_callback)value;
            else transfer->data = value;
        }
        pthread_mutex_unlock(&transfers_lock);
        if (transfer != NULL) {
            CURLcode code = function(curl, CURLOPT_HEADERFUNCTION, (void *)watched_header);
            return code != CURLE_OK ? code : function(curl, CURLOPT_HEADERDATA, (void *)transfer);
        }
    }
    return function(curl, option, value);
}
CURLcode curl_easy_getinfo(CURL *curl, CURLINFO info, ...) {
    REAL(curl_easy_getinfo) ONE_MORE(info) return function(curl, info, value);
}
CURLcode curl_easy_pause(CURL *handle, int bitmask) { REAL(curl_easy_pause) return function(handle, bitmask); }
const char *curl_easy_strerror(CURLcode code) { REAL(curl_easy_strerror) return function(code); }
void curl_free(void *pointer) { REAL(curl_free) function(pointer); }
CURLM *curl_multi_init(void) { REAL(curl_multi_init) return function(); }
CURLMcode curl_multi_cleanup(CURLM *multi) {
    REAL(curl_multi_cleanup)
    CURLMcode code = function(multi);
    socket_sources_forget(multi);
    return code;
}
CURLMcode curl_multi_add_handle(CURLM *multi, CURL *curl) { REAL(curl_multi_add_handle) return function(multi, curl); }
CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *curl) {
    REAL(curl_multi_remove_handle)
    body_batches_drop(curl);
    return function(multi, curl);
}
CURLMcode curl_multi_assign(CURLM *multi, curl_socket_t socket, void *pointer) {
    REAL(curl_multi_assign) return function(multi, socket, pointer);
}
CURLMsg *curl_multi_info_read(CURLM *multi, int *queued) {
    REAL(curl_multi_info_read)
    CURLMsg *message = function(multi, queued);
    if (message != NULL && message->msg == CURLMSG_DONE && !body_batches_finish(message->easy_handle) &&
        message->data.result == CURLE_OK) {
        message->data.result = CURLE_WRITE_ERROR;
    }
    if (message != NULL && message->msg == CURLMSG_DONE && message->data.result == CURLE_OK) {
        pthread_mutex_lock(&transfers_lock);
        struct transfer *transfer = transfer_of(message->easy_handle, 0);
        if (transfer != NULL && transfer->callback != NULL && !__atomic_load_n(&transfer->ended, __ATOMIC_ACQUIRE)) {
            message->data.result = CURLE_GOT_NOTHING;
        }
        pthread_mutex_unlock(&transfers_lock);
    }
    return message;
}
CURLMcode curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    REAL(curl_multi_setopt) ONE_MORE(option)
    /* FoundationNetworking's socket callback, wrapped: socket_sources.c */
    if (option == CURLMOPT_SOCKETFUNCTION || option == CURLMOPT_SOCKETDATA) {
        return socket_sources_setopt(multi, option, value, function);
    }
    return function(multi, option, value);
}
CURLMcode curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int mask, int *running) {
    REAL(curl_multi_socket_action) return function(multi, socket, mask, running);
}
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    REAL(curl_slist_append) return function(list, text);
}
void curl_slist_free_all(struct curl_slist *list) { REAL(curl_slist_free_all) function(list); }
CURLU *curl_url(void) { REAL(curl_url) return function(); }
CURLUcode curl_url_get(CURLU *url, CURLUPart part, char **text, unsigned int flags) {
    REAL(curl_url_get) return function(url, part, text, flags);
}
CURLUcode curl_url_set(CURLU *url, CURLUPart part, const char *text, unsigned int flags) {
    REAL(curl_url_set) return function(url, part, text, flags);
}
char *curl_version(void) { REAL(curl_version) return function(); }
curl_version_info_data *curl_version_info(CURLversion version) { REAL(curl_version_info) return function(version); }

#endif
