// Compiled only to build the test programs' shared precompiled headers (tests/CMakeLists.txt);
// not a test: it has no code of its own.
