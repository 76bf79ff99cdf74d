#!/usr/bin/env bash
# Opens the HTML reports that `./mvnw verify` produced in a real headless browser (Debian's
# chromium), and checks that their charts were rendered: the DOM after rendering holds the SVG
# charts and bars, and a screenshot of the page is far from blank and shows the charts' colours.
# Run by .ci/run after the Maven build; installs chromium with apt-get when it is absent (as root).
#
#   bash src/test/browser/check-report.sh [report.html ...]
#
# Screenshots and DOM dumps are left in target/browser/ to look at.
set -euo pipefail
cd "$(dirname "$0")/../../.."

# The project's own test run (every built-in codec), and the consumer IT's second build: a baseline
# regression, so that the "baseline vs now" chart is rendered too; and the report of a check of
# every kind failing (FailureReportsTests), which must list each failed check it names.
reports=("$@")
if [ ${#reports[@]} -eq 0 ]; then
  reports=(target/serguard/report.html target/it/baseline-regression/target/serguard/report.html target/failure-reports/report.html)
fi
for report in "${reports[@]}"; do
  [ -f "$report" ] || { echo "check-report: no $report: run ./mvnw verify first" >&2; exit 1; }
done

if ! command -v chromium >/dev/null 2>&1; then
  echo "check-report: installing chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

out=target/browser
mkdir -p "$out"
status=0
for report in "${reports[@]}"; do
  name=$(echo "$report" | sed -e 's|^target/||' -e 's|/target/serguard/report.html$||' -e 's|/report.html$||' -e 's|[/.]|-|g')
  profile=$(mktemp -d)
  # As root, chromium needs --no-sandbox; the rest keeps it from reaching the network or updating itself.
  flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
         --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile")
  url="file://$PWD/$report"
  timeout 90 chromium "${flags[@]}" --dump-dom "$url" > "$out/$name.dom.html" 2> "$out/$name.chromium.log"
  timeout 90 chromium "${flags[@]}" --window-size=1280,2200 --screenshot="$PWD/$out/$name.png" "$url" >> "$out/$name.chromium.log" 2>&1
  rm -rf "$profile"
  expected=()
  [ -f "$(dirname "$report")/expected-failures.txt" ] && expected=("$(dirname "$report")/expected-failures.txt")
  java src/test/browser/ReportCheck.java "$out/$name.png" "$out/$name.dom.html" "${expected[@]}" || status=1
done
exit $status
