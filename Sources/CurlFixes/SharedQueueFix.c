// Keeps a batch's threads, and the memory each keeps, from growing with its length, until
// FoundationNetworking stops running its work on an overcommit queue.
//
// The problem: URLSession on Linux runs all its work (every session's work queue, the multi
// handle, each socket's dispatch source) on one serial queue, org.swift.URLSession.SharedQueue
// (URLSession.swift, `sharedQueue`), made without a target, so it runs on libdispatch's
// overcommit pool. That pool starts a thread whenever work reaches the queue while no thread
// is draining it and no idle worker is parked: when `dataTask(with:)` or `resume()`, both
// `sync` on that queue, finish with work queued behind them, or a socket fires. Idle workers
// exit only after 5 s without work, which a busy batch never gives them, so the pool ratchets
// up to the largest burst the run has seen: at --parallel 64, about 12 threads after 500 names
// and 23 after 100,000, each holding glibc's per-thread cache of freed blocks (about 100 KB).
//
// The fix: that one queue targets the default global queue instead, whose pool is as wide as
// the CPUs. The queue stays serial and its work keeps its order; only the threads that run it
// change. Any other queue, a queue given a target, or WEATHER_CURL_FIXES without
// `shared-queue` passes through.
//
// One thread may block in that pool: the session's delegate queue (an OperationQueue, on the
// same pool) runs `task.cancel()`, a `sync` on the shared queue. With two CPUs or more another
// worker drains the queue meanwhile; with one, nothing would until libdispatch's monitor adds
// a thread, up to a second later. So on a process allowed a single CPU the queue stays where
// it was.
//
// How Dispatch's call gets here: the static build of `weather` links with
// --wrap=dispatch_queue_create_with_target (Package.swift), so every call in the binary comes
// to __wrap_dispatch_queue_create_with_target; in the dynamic build, libswiftDispatch.so calls
// through its own slot, which FoundationNetworkingBinding.c points here.
//
// To drop it: when FoundationNetworking gives its shared queue a target of its own (its main
// branch still has `DispatchQueue(label: "org.swift.URLSession.SharedQueue")`), delete this
// file, its slot in FoundationNetworkingBinding.c and the linker flag; the test "a long batch
// at --parallel 64 starts no threads past the first few" tells whether the threads stay few
// without it.

#define _GNU_SOURCE
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "CurlFixes.h"
#include "Libcurl.h"

static atomic_long moved_queues;

long weather_url_session_queues_moved(void) { return atomic_load(&moved_queues); }

/// libdispatch's own function, as --wrap names it; declared with plain pointers, as Dispatch's
/// headers are not on a C target's path. Weak: a program linked without --wrap (the dynamic
/// build's tests) has none, and its calls come here only through FoundationNetworkingBinding.c.
__attribute__((weak)) void *__real_dispatch_queue_create_with_target(const char *label,
                                                                     void *attributes,
                                                                     void *target);
void *dispatch_queue_create_with_target(const char *label, void *attributes, void *target);
void *dispatch_get_global_queue(intptr_t priority, uintptr_t flags);

int weather_url_session_queue_can_move(void) {
  cpu_set_t cpus;  // the CPUs this process may run on, which libdispatch sizes its pools by
  return weather_curl_fix_enabled("shared-queue") && sched_getaffinity(0, sizeof(cpus), &cpus) == 0 &&
         CPU_COUNT(&cpus) >= 2;
}

void *__wrap_dispatch_queue_create_with_target(const char *label, void *attributes,
                                               void *target) {
  if (target == NULL && label != NULL && strcmp(label, "org.swift.URLSession.SharedQueue") == 0 &&
      weather_url_session_queue_can_move()) {
    target = dispatch_get_global_queue(0, 0);  // DISPATCH_QUEUE_PRIORITY_DEFAULT, not overcommit
    atomic_fetch_add(&moved_queues, 1);
  }
  // With --wrap, a call to dispatch_queue_create_with_target from here would come back here.
  if (__real_dispatch_queue_create_with_target != NULL) {
    return __real_dispatch_queue_create_with_target(label, attributes, target);
  }
  return dispatch_queue_create_with_target(label, attributes, target);
}
