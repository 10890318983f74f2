// libFuzzer's entry for programs that have a `main` of their own (LLVM 11 and later). SwiftPM
// gives each executable module a `NAME_main` entry in debug builds, so each harness defines that
// and hands libFuzzer its arguments and its test function here.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
