// libFuzzer's entry point for a program with its own main (swift build links every executable
// through its module's main): runs the fuzzer with these arguments over `callback`.
// See https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
