"""Offline stand-in for @rules_cc//cc:defs.bzl: forwards to the native rules."""

def cc_binary(**attrs):
    native.cc_binary(**attrs)  # buildifier: disable=native-cc-binary

def cc_import(**attrs):
    native.cc_import(**attrs)  # buildifier: disable=native-cc-import

def cc_library(**attrs):
    native.cc_library(**attrs)  # buildifier: disable=native-cc-library

def cc_proto_library(**attrs):
    native.cc_proto_library(**attrs)  # buildifier: disable=native-cc-proto

def cc_test(**attrs):
    native.cc_test(**attrs)  # buildifier: disable=native-cc-test

def cc_toolchain(**attrs):
    native.cc_toolchain(**attrs)  # buildifier: disable=native-cc-toolchain

def cc_toolchain_suite(**attrs):
    native.cc_toolchain_suite(**attrs)  # buildifier: disable=native-cc-toolchain-suite

def fdo_prefetch_hints(**attrs):
    native.fdo_prefetch_hints(**attrs)  # buildifier: disable=native-cc-fdo-prefetch-hints

def fdo_profile(**attrs):
    native.fdo_profile(**attrs)  # buildifier: disable=native-cc-fdo-profile

def objc_import(**attrs):
    native.objc_import(**attrs)  # buildifier: disable=native-cc-objc-import

def objc_library(**attrs):
    native.objc_library(**attrs)  # buildifier: disable=native-cc-objc-library
