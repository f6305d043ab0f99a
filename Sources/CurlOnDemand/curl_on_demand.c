/* libcurl, loaded when foodybite first makes a request instead of when it starts.
 *
 * FoundationNetworking (URLSession on Linux) calls these 23 libcurl functions. Linking libcurl the usual way
 * makes the dynamic loader map it and the 30 libraries it needs (TLS, Kerberos, LDAP, ...) at every start:
 * 6 ms of the 13 ms `foodybite --version` took, and of every offline command, which never touch the network.
 * Package.swift keeps `-lcurl` off the link (`-disable-autolink-library curl`); these definitions take its
 * place, and the first call of any of them dlopen()s libcurl.so.4 and forwards to the real function. */
#if defined(__linux__)
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *library;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "foodybite: cannot load libcurl.so.4, which foodybite needs for HTTP (%s)\n", dlerror());
        exit(69);
    }
}

static void *resolve(const char *name) {
    pthread_once(&loaded, load);
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

int curl_global_init(long flags) { REAL(curl_global_init) return function(flags); }
void *curl_easy_init(void) { REAL(curl_easy_init) return function(); }
void curl_easy_cleanup(void *curl) { REAL(curl_easy_cleanup) function(curl); }
int curl_easy_setopt(void *curl, int option, ...) {
    REAL(curl_easy_setopt) ONE_MORE(option) return function(curl, option, value);
}
int curl_easy_getinfo(void *curl, int info, ...) {
    REAL(curl_easy_getinfo) ONE_MORE(info) return function(curl, info, value);
}
int curl_easy_pause(void *handle, int bitmask) { REAL(curl_easy_pause) return function(handle, bitmask); }
const char *curl_easy_strerror(int code) { REAL(curl_easy_strerror) return function(code); }
void curl_free(void *pointer) { REAL(curl_free) function(pointer); }
void *curl_multi_init(void) { REAL(curl_multi_init) return function(); }
int curl_multi_cleanup(void *multi) { REAL(curl_multi_cleanup) return function(multi); }
int curl_multi_add_handle(void *multi, void *curl) { REAL(curl_multi_add_handle) return function(multi, curl); }
int curl_multi_remove_handle(void *multi, void *curl) {
    REAL(curl_multi_remove_handle) return function(multi, curl);
}
int curl_multi_assign(void *multi, int socket, void *pointer) {
    REAL(curl_multi_assign) return function(multi, socket, pointer);
}
void *curl_multi_info_read(void *multi, int *queued) { REAL(curl_multi_info_read) return function(multi, queued); }
int curl_multi_setopt(void *multi, int option, ...) {
    REAL(curl_multi_setopt) ONE_MORE(option) return function(multi, option, value);
}
int curl_multi_socket_action(void *multi, int socket, int mask, int *running) {
    REAL(curl_multi_socket_action) return function(multi, socket, mask, running);
}
void *curl_slist_append(void *list, const char *text) {
    REAL(curl_slist_append) return function(list, text);
}
void curl_slist_free_all(void *list) { REAL(curl_slist_free_all) function(list); }
void *curl_url(void) { REAL(curl_url) return function(); }
int curl_url_get(void *url, int part, char **text, unsigned int flags) {
    REAL(curl_url_get) return function(url, part, text, flags);
}
int curl_url_set(void *url, int part, const char *text, unsigned int flags) {
    REAL(curl_url_set) return function(url, part, text, flags);
}
char *curl_version(void) { REAL(curl_version) return function(); }
void *curl_version_info(int version) { REAL(curl_version_info) return function(version); }

#endif
