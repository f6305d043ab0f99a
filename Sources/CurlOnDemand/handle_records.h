/* Records kept for libcurl handles (easy or multi), found by the handle: a short list, a few transfers at a time. */
#pragma once
#if defined(__linux__)
#include <stddef.h>

/* The first member of every record. */
struct handle_record {
    void *handle;
    struct handle_record *next;
};

/* The record of `handle` in `*list` (the caller holds the list's lock); when there is none and `create`, one of `size`
   bytes is made, zeroed but for its handle. NULL when there is none or none could be made. */
void *handle_record_of(struct handle_record **list, void *handle, size_t size, int create);

/* The record of `handle`, taken out of `*list` (the caller holds the list's lock and frees it), or NULL. */
void *handle_record_remove(struct handle_record **list, void *handle);
#endif
