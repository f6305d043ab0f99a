/* The body, handed to FoundationNetworking in batches of up to 64 KiB instead of libcurl's pieces.
 *
 * libcurl calls the write callback once for each piece it decodes: a chunked answer sent in chunks of 700 bytes is
 * 47,000 calls for 31 MiB, of 100 bytes 330,000. For each, FoundationNetworking copies the piece into a Data, queues
 * an operation for the delegate on the session's OperationQueue and replaces the transfer's timeout timer; on
 * loopback the pieces come faster than the reader takes them, so they all wait in that queue at once, each with the
 * cost of its operation: 300,000 places in 700-byte chunks peaked at 160 MB, in 100-byte chunks at 215 MB (150 MB
 * is the bound; the same answer with a Content-Length, which libcurl reads 16 KiB at a time, 113-130 MB).
 * Gathered here, the queue holds at most one operation for every 64 KiB whatever the server's pieces.
 *
 * A batch is handed on when it is full, when 20 ms have passed since the last one (a server that sends a little at a
 * time is heard as soon as now: each piece of one that drips), and when libcurl says the transfer is done (from
 * curl_multi_info_read, before FoundationNetworking hears it is done). A batch that FoundationNetworking does not
 * take whole stops the transfer, as its own callback would (CURLE_WRITE_ERROR).
 *
 * Batches still pile up when the reader is slower than the network (the delegate parses as it reads): 300,000
 * places peaked at 146-180 MB (issue 66). So a batch waits, on libcurl's thread, while more than 8 MiB handed on are
 * unread (the delegate says what it read: curl_on_demand_body_read). A reader that never says (FoundationNetworking
 * dropped its queue, a task cancelled) is waited for 2 s at most, then the count is forgotten. */
#if defined(__linux__)
#include "wrapped_callbacks.h"
#include "handle_records.h"
#include "CurlOnDemand.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { BATCH_BYTES = 64 * 1024 };
static const long long BATCH_WAIT_NANOSECONDS = 20LL * 1000 * 1000;

struct batch {
    struct handle_record record; /* the easy handle */
    curl_write_callback callback; /* FoundationNetworking's */
    void *data;                   /* its CURLOPT_WRITEDATA */
    char *bytes;                  /* BATCH_BYTES, made at the first piece */
    size_t length;
    long long handed_at; /* CLOCK_MONOTONIC, of the last batch handed on */
};

static struct handle_record *batches;
static pthread_mutex_t batches_lock = PTHREAD_MUTEX_INITIALIZER;

static long long monotonic_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

enum { UNREAD_LIMIT = 8 * 1024 * 1024 };
static const long long UNREAD_WAIT_NANOSECONDS = 2000LL * 1000 * 1000;
/* Handed on and not yet read by the delegate, over every transfer. */
static _Atomic long long unread_bytes;

void curl_on_demand_body_read(long length) {
    atomic_fetch_sub(&unread_bytes, (long long)length);
}

/* Waits while the delegate is more than UNREAD_LIMIT behind, then counts `length` as handed on. */
static void wait_for_reader(size_t length) {
    long long started = 0;
    while (atomic_load(&unread_bytes) > UNREAD_LIMIT) {
        long long now = monotonic_now();
        if (started == 0) {
            started = now;
        } else if (now - started > UNREAD_WAIT_NANOSECONDS) {
            atomic_store(&unread_bytes, 0);
            break;
        }
        struct timespec pause = {0, 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    atomic_fetch_add(&unread_bytes, (long long)length);
}

/* Hands what is held on; false when FoundationNetworking did not take all of it. */
static int hand_on(struct batch *batch) {
    batch->handed_at = monotonic_now();
    if (batch->length == 0) return 1;
    size_t length = batch->length;
    batch->length = 0;
    wait_for_reader(length);
    return batch->callback(batch->bytes, 1, length, batch->data) == length;
}

static size_t batched_write(char *buffer, size_t size, size_t count, void *data) {
    struct batch *batch = data;
    size_t length = size * count;
    if (batch->callback == NULL) return fwrite(buffer, size, count, batch->data == NULL ? stdout : batch->data);
    if (batch->bytes == NULL) batch->bytes = malloc(BATCH_BYTES);
    if (batch->bytes == NULL || length > BATCH_BYTES) {
        /* No room: the piece as libcurl gave it, after what is held. */
        if (!hand_on(batch)) return 0;
        wait_for_reader(length);
        return batch->callback(buffer, size, count, batch->data);
    }
    if (batch->length + length > BATCH_BYTES && !hand_on(batch)) return 0;
    memcpy(batch->bytes + batch->length, buffer, length);
    batch->length += length;
    if (batch->length == BATCH_BYTES || monotonic_now() - batch->handed_at >= BATCH_WAIT_NANOSECONDS) {
        if (!hand_on(batch)) return 0;
    }
    return length;
}

/* The record of `curl` (under batches_lock), made when `create`. */
static struct batch *batch_of(CURL *curl, int create) {
    return handle_record_of(&batches, curl, sizeof(struct batch), create);
}

CURLcode body_batches_setopt(CURL *curl, CURLoption option, void *value, easy_setopt_function setopt) {
    pthread_mutex_lock(&batches_lock);
    struct batch *batch = batch_of(curl, 1);
    if (batch != NULL) {
        if (option == CURLOPT_WRITEFUNCTION) batch->callback = (curl_write_callback)value;
        else batch->data = value;
    }
    pthread_mutex_unlock(&batches_lock);
    if (batch == NULL) return setopt(curl, option, value);
    CURLcode code = setopt(curl, CURLOPT_WRITEFUNCTION, (void *)batched_write);
    return code != CURLE_OK ? code : setopt(curl, CURLOPT_WRITEDATA, (void *)batch);
}

int body_batches_finish(CURL *curl) {
    pthread_mutex_lock(&batches_lock);
    struct batch *batch = batch_of(curl, 0);
    pthread_mutex_unlock(&batches_lock);
    return batch == NULL || batch->callback == NULL || hand_on(batch);
}

void body_batches_drop(CURL *curl) {
    pthread_mutex_lock(&batches_lock);
    struct batch *batch = batch_of(curl, 0);
    if (batch != NULL) batch->length = 0;
    pthread_mutex_unlock(&batches_lock);
}

void body_batches_forget(CURL *curl) {
    pthread_mutex_lock(&batches_lock);
    struct batch *gone = handle_record_remove(&batches, curl);
    pthread_mutex_unlock(&batches_lock);
    if (gone != NULL) free(gone->bytes);
    free(gone);
}
#endif
