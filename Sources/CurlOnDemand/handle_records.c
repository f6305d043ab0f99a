#if defined(__linux__)
#include "handle_records.h"
#include <stdlib.h>

void *handle_record_of(struct handle_record **list, void *handle, size_t size, int create) {
    for (struct handle_record *each = *list; each != NULL; each = each->next) {
        if (each->handle == handle) return each;
    }
    if (!create) return NULL;
    struct handle_record *made = calloc(1, size);
    if (made == NULL) return NULL;
    made->handle = handle;
    made->next = *list;
    *list = made;
    return made;
}

void *handle_record_remove(struct handle_record **list, void *handle) {
    for (struct handle_record **link = list; *link != NULL; link = &(*link)->next) {
        if ((*link)->handle == handle) {
            struct handle_record *gone = *link;
            *link = gone->next;
            return gone;
        }
    }
    return NULL;
}
#endif
