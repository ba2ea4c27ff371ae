# Fetches the open items from the API named in api.txt, writes them to out/, posts a
# summary back, and shows what the policy refuses. fetch() is a builtin: no import.
import json

base = open('api.txt').read().strip()

r = fetch(base + '/v1/items', headers={'Accept': 'application/json'})
print('GET /v1/items:', r['status'], r['headers'].get('content-type'))
items = json.loads(r['body'])
open_items = [it for it in items if it['state'] == 'open']
with open('out/items.txt', 'w') as f:
    for it in open_items:
        f.write('%s\t%s\n' % (it['id'], it['title']))
summary = {'open': len(open_items), 'total': len(items)}
with open('out/summary.json', 'w') as f:
    json.dump(summary, f)

r = fetch(base + '/v1/reports', method='POST', body=json.dumps(summary),
          headers={'Content-Type': 'application/json'})
print('POST /v1/reports:', r['status'], r['body'])

# The policy permits no DELETE: the gateway answers 403 itself, and says why.
r = fetch(base + '/v1/items/1', method='DELETE')
print('DELETE /v1/items/1:', r['status'], r['headers'].get('x-strands-box-egress'))

# No net:connect permit names this host: nothing is sent.
try:
    fetch('https://example.com/')
except OSError as e:
    print('OSError:', e)
