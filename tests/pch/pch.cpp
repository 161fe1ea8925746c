// Compiled only to build the test programs' shared precompiled headers (tests/CMakeLists.txt).
