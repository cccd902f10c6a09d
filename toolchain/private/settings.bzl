"""Build settings of rules_omp_offload."""

OffloadSettingInfo = provider(
    doc = "The value of a rules_omp_offload string-list build setting.",
    fields = {"value": "list of strings"},
)

def _string_list_setting_impl(ctx):
    return [OffloadSettingInfo(value = ctx.build_setting_value)]

string_list_setting = rule(
    implementation = _string_list_setting_impl,
    doc = "A comma-separated list flag, e.g. --//toolchain:archs=sm_80,sm_90.",
    build_setting = config.string_list(flag = True),
)
