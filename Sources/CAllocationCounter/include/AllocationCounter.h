#ifndef HANDOFF_ALLOCATION_COUNTER_H
#define HANDOFF_ALLOCATION_COUNTER_H
/// Number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// made by this process so far. `handoff bench` reads it before and after the frames it measures.
unsigned long long handoff_allocation_count(void);
/// Heap allocations made by the calling thread so far (tests count their own work with it).
unsigned long long handoff_thread_allocation_count(void);
#endif
