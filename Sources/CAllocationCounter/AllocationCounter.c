// Counts heap allocations by interposing the C allocator in the `handoff` executable: a symbol
// defined in the executable wins over libc's, for every caller (the Swift runtime included).
// Each entry point forwards to glibc's own implementation (`__libc_*`), so behaviour is unchanged;
// the only cost is one relaxed atomic increment per allocation.
#include "AllocationCounter.h"
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long long allocations;

/* Per thread too, so a test can count its own allocations while other tests run in parallel. */
static _Thread_local unsigned long long thread_allocations;

static inline void count(void) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    thread_allocations++;
}

unsigned long long handoff_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

unsigned long long handoff_thread_allocation_count(void) { return thread_allocations; }

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}
