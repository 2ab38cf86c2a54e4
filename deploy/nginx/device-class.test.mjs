// `nx test deploy` (node --import tsx --test): the edge's X-Device-Class is the class the site's own
// rules give. The committed include is what the generator writes from today's rules, and nginx,
// running it, answers for each user agent below exactly what parseDeviceFlags and terminalOf say (siteClassOf).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { distinctFreePorts } from '../../tools/scripts/lib/stack.mjs';
import { COMMON_USER_AGENTS, INCLUDE_FILE, commonAgentLine, deviceClassInclude, nginxRegex, siteClassOf } from './device-class.mjs';
import { TUNING_FILE } from './render.mjs';

const NGINX = '/usr/sbin/nginx';

const REAL_USER_AGENTS = {
  'iPhone Safari': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Android Chrome': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  'iPad Safari (iPadOS 12)': 'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  'iPad Safari (iPadOS 17, as a Mac)': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Huawei browser':
    'Mozilla/5.0 (Linux; Android 10; HUAWEI P40 Build/HUAWEIANA-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  HarmonyOS: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  'WeChat on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
  'WeChat on Android':
    'Mozilla/5.0 (Linux; Android 13; V2218A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  'WeCom (wxwork) on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Safari/537.36 wxwork/4.1.22 (MicroMessenger/7.0.1) WindowsWechat',
  'company app (HarbourfrontApp/) on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 HarbourfrontApp/5.12.0',
  'company app (HarbourfrontApp/) on Android':
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 HarbourfrontApp/5.12.0',
  'YL app (YLApp/) on Android':
    'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 YLApp/3.4.1',
  'Windows Chrome': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mac Safari': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Windows Phone': 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15254',
  curl: 'curl/8.5.0',
  empty: '',
  // parseDeviceFlags reads 1,024 characters, terminalOf all of them: a marker past that point counts for the terminal only.
  'a marker past 1,024 characters': `Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(1100)} iPhone YLApp/1.0`,
  'a marker across 1,024 characters': `${'y'.repeat(1020)} iPhone`,
};

/** Every combination of two words the rules look for (and look-alikes), in mixed case: where the order of the exceptions matters. */
const combinedUserAgents = () => {
  const words = [
    'iPhone',
    'ipad',
    'IPOD',
    'Android',
    'Mobile',
    'Mobi',
    'Macintosh',
    'Mac OS X',
    'Windows',
    'Windows Phone',
    'windows phone',
    'HarmonyOS',
    'openharmony',
    'HUAWEI',
    'Honor',
    'HMSCore',
    'MicroMessenger',
    'wxwork',
    'HarbourfrontApp/',
    'YLApp/',
    'ylapp/2',
    'BlackBerry',
    'Opera Mini',
    'IEMobile',
    'iPhoneX',
    'MacintoshX',
    'XAndroid',
    'Androids',
    'Wxwork1',
    'HarbourfrontApp',
  ];
  const agents = [];
  for (const first of words) for (const second of words) agents.push(`Mozilla/5.0 (${first}; ${second}) Safari`, `${first}${second}`);
  return agents;
};


describe("X-Device-Class at the edge is the site's device class", () => {
  it('the committed include is what the generator writes from the rules of today', () => {
    assert.equal(readFileSync(INCLUDE_FILE, 'utf8'), deviceClassInclude(), 'run: node --import tsx deploy/nginx/device-class.mjs');
  });

  it('refuses a common agent whose version could make or break a word the rules look for, or push one past what the rules read', () => {
    assert.throws(() => commonAgentLine('Mozilla/5.0 (Android{version}) Chrome/{version}'), /between characters that end a word/);
    assert.throws(() => commonAgentLine('Mozilla/5.0 ({version}Mobile) Chrome/1'), /between characters that end a word/);
    assert.throws(() => commonAgentLine(`Mozilla/5.0 (${'x'.repeat(1000)}) Chrome/{version}`), /too long/);
  });

  it('refuses an expression it cannot carry over to nginx unchanged', () => {
    assert.equal(nginxRegex(/\bYLApp\//i), '"~*\\\\bYLApp\\\\/"');
    assert.throws(() => nginxRegex(/^Mobile$/i), /only letters, digits/);
    assert.throws(() => nginxRegex(/Mobile\d+/i), /only letters, digits/);
    assert.throws(() => nginxRegex(/Mobile/u), /flags "u"/);
  });

  describe('nginx running the include', { skip: !existsSync(NGINX) && 'no nginx here' }, () => {
    const scratch = mkdtempSync(join(tmpdir(), 'device-class-'));
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    let nginx;
    let port;

    before(async () => {
      [port] = await distinctFreePorts(1);
      writeFileSync(
        join(scratch, 'nginx.conf'),
        `daemon off;\nworker_processes 1;\ninclude ${TUNING_FILE};\npid ${scratch}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${scratch};\n  proxy_temp_path ${scratch};\n  fastcgi_temp_path ${scratch};\n  uwsgi_temp_path ${scratch};\n  scgi_temp_path ${scratch};\n  large_client_header_buffers 4 16k;\n  include ${INCLUDE_FILE};\n  server {\n    listen 127.0.0.1:${port};\n    location / { default_type text/plain; return 200 $device_class; }\n  }\n}\n`
      );
      nginx = spawn(NGINX, ['-p', scratch, '-c', join(scratch, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
      const deadline = Date.now() + 10_000;
      while (!(await classOf('').catch(() => null))) {
        if (nginx.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    after(async () => {
      agent.destroy();
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(scratch, { recursive: true, force: true });
    });

    /** nginx's $device_class for a request with this User-Agent (none at all when empty). */
    const classOf = (userAgent) =>
      new Promise((resolve, reject) => {
        get(
          {
            host: '127.0.0.1',
            port,
            path: '/',
            agent,
            headers: userAgent ? { 'user-agent': userAgent } : {},
          },
          (response) => {
            let body = '';
            response.setEncoding('latin1');
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve(body));
          }
        ).on('error', reject);
      });

    it("gives the site's class for real user agents", async () => {
      for (const [name, userAgent] of Object.entries(REAL_USER_AGENTS)) {
        assert.equal(await classOf(userAgent), siteClassOf(userAgent), name);
      }
      // The classes the contract names, as the site computes them.
      assert.equal(siteClassOf(REAL_USER_AGENTS['Windows Chrome']), 'isWindows,/pc');
      assert.equal(siteClassOf(REAL_USER_AGENTS.empty), '/pc');
      assert.equal(siteClassOf(REAL_USER_AGENTS['iPhone Safari']), 'isH5Page,isIos,/h5');
    });

    it("gives the site's class for the commonest browsers, matched whole, whatever their versions, and by the rules when they differ", async () => {
      const versions = ['1', '126.0.6478.122', '17_5', '10_15_7', '9'.repeat(32)];
      const agents = COMMON_USER_AGENTS.flatMap((template) => [
        ...versions.map((version) => template.replaceAll('{version}', version)),
        // Not the template any more: a longer version, another word, another case.
        template.replaceAll('{version}', '9'.repeat(33)),
        template.replaceAll('{version}', '1').replace('Safari', 'Safari YLApp/2.0'),
        template.replaceAll('{version}', '1').replace('(', '(Android; '),
        template.replaceAll('{version}', '1').toLowerCase(),
      ]);
      const classes = await Promise.all(agents.map(classOf));
      assert.deepEqual(
        agents.filter((userAgent, index) => classes[index] !== siteClassOf(userAgent)).map((userAgent) => `${userAgent}: nginx ${classes[agents.indexOf(userAgent)]}, site ${siteClassOf(userAgent)}`),
        [],
      );
    });

    it("gives the site's class for every pair of the words the rules look for", async () => {
      const agents = combinedUserAgents();
      const classes = await Promise.all(agents.map(classOf));
      const differing = agents
        .filter((userAgent, index) => classes[index] !== siteClassOf(userAgent))
        .map((userAgent) => `${userAgent}: nginx ${classes[agents.indexOf(userAgent)]}, site ${siteClassOf(userAgent)}`);
      assert.deepEqual(differing, []);
      assert.ok(new Set(classes).size > 20, `only ${new Set(classes).size} distinct classes: the words do not exercise the rules`);
    });
  });
});
