"""Offline stand-in for @rules_java//java:defs.bzl: forwards to the native rules."""

def java_binary(**attrs):
    native.java_binary(**attrs)  # buildifier: disable=native-java-binary

def java_import(**attrs):
    native.java_import(**attrs)  # buildifier: disable=native-java-import

def java_library(**attrs):
    native.java_library(**attrs)  # buildifier: disable=native-java-library

def java_lite_proto_library(**attrs):
    native.java_lite_proto_library(**attrs)  # buildifier: disable=native-java-lite-proto

def java_package_configuration(**attrs):
    native.java_package_configuration(**attrs)  # buildifier: disable=native-java-package-config

def java_plugin(**attrs):
    native.java_plugin(**attrs)  # buildifier: disable=native-java-plugin

def java_proto_library(**attrs):
    native.java_proto_library(**attrs)  # buildifier: disable=native-java-proto

def java_runtime(**attrs):
    native.java_runtime(**attrs)  # buildifier: disable=native-java-runtime

def java_test(**attrs):
    native.java_test(**attrs)  # buildifier: disable=native-java-test

def java_toolchain(**attrs):
    native.java_toolchain(**attrs)  # buildifier: disable=native-java-toolchain
