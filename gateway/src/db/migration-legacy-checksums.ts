/**
 * Every migration file as it stood before `schema_migrations.sql_checksum` was kept: its raw
 * checksum (what older builds recorded in `checksum`) and the checksum of its SQL without
 * comments. A database that applied one of these files recorded that raw checksum; a row still
 * holding it is accepted while the file's SQL (comments aside) is unchanged, so the comments of
 * these files could be reworded without refusing the boot. Generated from the files, never edited:
 * a migration added later is checksummed by migrate() from the start and never appears here.
 */
export const LEGACY_CHECKSUMS: Readonly<Record<string, { raw: string; sql: string }>> = {
  '001_identity.sql': {
    raw: '155d9abfd8fcda9defdc7b7e0bad595b01a9cad21a9689e4fec814df8c384281',
    sql: '95bef4879afac34e5c76abd257ae6f2bf8e49c814757adcbd0958b81c935b1d5',
  },
  '002_ledger_events.sql': {
    raw: 'b889e6cbb2390fcc366daa146336db35c5950ecf7a7cac2fb9aee5858fc73a04',
    sql: 'ca1ec0ef1e116e2e9a26e6fb985917ca69f7675c85ac95f427005c2f0c872805',
  },
  '003_session_password_change.sql': {
    raw: 'd2fb1bf932ce8c40113ad18f7aa9a17bd50686056af4e05996870ecccdc33130',
    sql: 'dc5cbefb6d4bbb09524c22dd80b3c1d8e2dd5ddf2eb9b3770775a19db4ef6c7e',
  },
  '004_human_check.sql': {
    raw: '78259ed7e1a886899ccee2b05a94182971f410c3ee8c1628793efc113966d3d8',
    sql: 'd32434858c053917b74d7a8b158660cf4b0cabaed09fdc497a92da1a61dc50d2',
  },
  '005_expiry_indexes.sql': {
    raw: 'f4acc4d8f39a486463658dc6774348381c7da3f9645c4729e88760858358d814',
    sql: 'dcd2e033e1295aeb340b8f666a8beb8d1cbff3bc70872f82d795ddac812b94de',
  },
  '006_event_cursor.sql': {
    raw: '6283a23ff753d3fc6894a2c96c475ca4fed909cac284c88e9fd04c4454722a34',
    sql: 'f35fcb02eae19671bfba4ca0aaff26ec58df71431178f860fe15cd11f98a389f',
  },
  '007_tenancy.sql': {
    raw: '7fb5e9579aedccea2307bc9c52a9d704049df4561327d30e9863ba043e18407b',
    sql: 'b4955c9f0ea657530d3232dfa77a88724a622b04de8a2031d0203f659a16e28a',
  },
  '008_social.sql': {
    raw: '57d704db7b314065b05743d003a1273876356ec17ca5e9897f0189150b8a18a0',
    sql: '7b3efd9d9b1e1e94c1086889086bc21933359a489538064614639aa147ec581d',
  },
  '009_sms_throttles.sql': {
    raw: '5ef3221f6b4e83513f6eb7091e1b10189300eb2ed38f71068a7435c15e1abaca',
    sql: '9fc2bb44b29e9287b30e49cf48a8d08617d7aca5507d236b754656bcdfd2b7e7',
  },
  '010_lockouts.sql': {
    raw: '030d02eec001522bba25765af824f0cf76cfd776188c7017ba47d260414874f6',
    sql: 'e54519314898f846e43b8f5fce3dc318dd26d8adc22b1e9e737aec8faf4ebd65',
  },
  '011_birthday.sql': {
    raw: '2a205472b9ee77578b863f0779b6936b26043958a1e4e32c71fbc1cfe9e3d0c5',
    sql: 'e242cd52ebbfd5ecaf78a7b9e35ae660e0c84942e9747f5c9eecfffe133033c8',
  },
  '012_ledger.sql': {
    raw: '069535bcb84a8b97c623010dad0bb8ad6bcd86cfb2afb331fd115c100178e989',
    sql: '6031c1679b62327c901aa976b09195dab36b7d22e1204b86fbf6224df33ed51a',
  },
  '013_deposits.sql': {
    raw: 'db30d165e53fcc0b7c59f9d6758f2d1364d57b4de0e80efc8a56de29ffc8b556',
    sql: '2dba2425c40f29448d9c4cfe262eff9a35ee9fce357135137259337ea69d86ab',
  },
  '014_withdrawals.sql': {
    raw: 'e31b3d60760beb08a858940078738701591ce5ba0f59a4f9077e30689e885a51',
    sql: '9dfd37da0b4716c1690a7a621fabf85ec99a8c3c7f2dabf85dd0bd92c02b06e3',
  },
  '015_transfers.sql': {
    raw: 'e4aae131fc089959bdd4fb3574125227153bc6631f7b0572660d49ffb1edc5c1',
    sql: '20c583402337f750004c26c468be42870a2ea0e09e833b51ffd99a44b6b7e86d',
  },
  '016_responsible.sql': {
    raw: '1be64d6c645510ca350b487404ece5349d657e119e25addd21edf412e17f630a',
    sql: '157a737fe5a88d5fc2ef2119c1f8b578d4bfa30f78f77ad961d15b255dba831f',
  },
  '017_cashier_settings.sql': {
    raw: '46f751f3ada36778961dfb35d14d6f07f1f4e26595e520c2e2f23ef85b82d214',
    sql: '4f9d59f82d7c92d90b413f8b36291a218ca4e8739300901290e258fbd4c6d4d0',
  },
  '018_catalogue.sql': {
    raw: '13498aecb5759d73a42fe2e7942414f78929de4e3270993ed6eb93be50f4a907',
    sql: '94faa26e17ddff77772ce28bcd1b73279bf9b3db3e99de9777ea4904bc638738',
  },
  '019_seamless.sql': {
    raw: '66f44d97b1b808f32141c0c80664360277ce6b59221d1b23afeb40254f600379',
    sql: 'f88bde044917e2baaa783f089bb62fa09b95f9bbdd29c9014517d8fe562e61db',
  },
  '020_bgs.sql': {
    raw: 'bb4dc05ad79b9fc3f8061cc4196e9f344f5dc05bbe49be1e45248c59bada8fcd',
    sql: 'a9a97953074bc87d5fd7b9d513e2c47bc05e6fb4e435f4ce229ce79641735f68',
  },
  '021_home_content.sql': {
    raw: 'dc1b0f845dee912d3720cda2bb456ce5401546e8b7cbe560914911e4a6a387f0',
    sql: 'd9bd228c2291090812cc9716cebb2dce1d27ab387de974be1cc03fc3ed9853cf',
  },
  '022_lottery.sql': {
    raw: '78e0ef4aff3313df9d3d414d1a11dbba70a974a30a41d6942edda945da25eb5d',
    sql: '38ee6889b16599229102ac33564c4cdab9dd41a16ee503a15e2431389501782e',
  },
  '023_messages.sql': {
    raw: 'e0e6fd8c9349a5051365ef6a3b7da4c68daf38202636a65c3a3e5651efddc75a',
    sql: '906883470b43eecd123a4d599c73957a18161de32bd0a2d13942486e05669e25',
  },
  '024_staff_actions.sql': {
    raw: 'cf8ff2f846e35760bccf77981fa8ca31e5d421d761d38cb6e7bce69af087a92e',
    sql: '69bb0d07db5da08a1ada2e69e1d2e2e8d514487e26435055efc07eee559ed345',
  },
  '025_agent_team.sql': {
    raw: 'c906d5f200308184c7ee58f0a73157b240c000a70c1c2534e6cfd793bbcfcc89',
    sql: '762fa184e1def3672381b50990d792e6e294e08e40d2cbe3e889ad80e06d50ff',
  },
  '026_contracts.sql': {
    raw: '82e21cd1619e8f1a311d942c49d5e9082f9bae948ca93df59ca6eb2842291dcf',
    sql: '38cce3d5fadf3bc36fcb809881f65e256eb02688c6c0da7cee13cfed0d4387aa',
  },
  '027_settlement.sql': {
    raw: 'e5757a1c6709b48ae7ee90470c25444d022fe968c3ec5fcee7a7d8ab9919e587',
    sql: '680db75ef9e331a007530e21e40ee9174f321c3f5aed47f33e8137aaae21fd5c',
  },
  '028_settlement_stage.sql': {
    raw: '47782cfa218ac9c68d4b19e0825bdce3259ad6df1bdedec6b5c885fabfa05ed5',
    sql: '0be63c0ed7ca8dadbb5af1ad3afdebf879f89e7e3b11225c88392eaf6e9422b4',
  },
  '029_contract_changes.sql': {
    raw: '2ed2fa6b5f5dacbfcf1cd3311301e588c05d5bbe8294b8835ee1239fc7f79e19',
    sql: '44865baea6b516179bd3d6105c22b615cefdaa322b8ed695ea40d17100acf77a',
  },
  '030_announcements.sql': {
    raw: '34ba0faa46aef7d8946a3c8e8598108567b718e34d4361cd25f2512a2430596b',
    sql: '894655bc6f9208c2e2d4722fbf824bd5ca9ea017884a7bce0553c07e203d79c0',
  },
  '031_promotions.sql': {
    raw: '4f3d4da5d8d4c3369188ed8835d69ae4cc9938fc3710230ada648e270e3dc05e',
    sql: '5c4c3c2c0e1de5a6dddb6d8bc610714e2fd23c323b0d6955d64b5f694058b03a',
  },
  '033_engage.sql': {
    raw: '8851b01f2b72a1620374d711ffa5bc7a9fa09f2e4a74a958ffd846308edadd6e',
    sql: 'f13c48352713f5dc55e8289051f5ae6199efdb2a5a256384f1e5c29334899fbc',
  },
  '034_responsible_care.sql': {
    raw: '38ff385632759ece52b60126009cdea994b6a6253a1925622ba2a96dcb2a159f',
    sql: '5fa94e3ee278f2c7fc55c2719d0f70f0350badced891baec24d958efe73c33bd',
  },
  '035_vip.sql': {
    raw: 'f6103d3bf14f8beca523b87a9f5a8111c19174353431b1ddbd8d023949e11765',
    sql: '9a7dff84479acf6ba449a227da9530821c0dbbebc1688d412103cf1145376c4a',
  },
  '036_vip_wheel.sql': {
    raw: '58bbc928db2dc4ee30c04b50ad3a9ffcf8af4a1a6f6096158529963a976e86e4',
    sql: 'e5e5895f004e07f0b226590851404cf1baa0b2371e00be513a86d32972befade',
  },
  '037_points.sql': {
    raw: 'e931f66f3cb63306e42434febabd76e738c3ef9b170255cc6b704e409f60d4e8',
    sql: '9bec32a37939d066fcd78fab91b17afcdad6bdacdd57f594d3aa27383af14c8f',
  },
  '038_missions.sql': {
    raw: '74822674d7e013812c1b21d18fb15af06322be9928a01473337673689898a0f6',
    sql: 'ea746f8c42b6018705fc7006ef07ad65677be054a14c8515bffb25fbb6391459',
  },
  '039_pages.sql': {
    raw: 'ff3bfd21c933400e783454decf9c19f389e40e8f59128c75f4c375e845c462e0',
    sql: 'a0cf81faa6ea625f054c0333675aa9bac14cc89743b522927187287222c7316e',
  },
  '040_live_models.sql': {
    raw: 'd5e6c27dcb656bd0454ef8dfdd1aaed5bdf94e01155fea30b3ffaed287431a38',
    sql: 'c43c647a70ebe096db6a8df25fd0b6e9712db02e67cdb7aa27df8856e7c28997',
  },
  '041_vendor_credentials.sql': {
    raw: '29eb17ca2842f3dbb3f51c9f9997be12f8c26e3ca128d6c1bb86056826b5a843',
    sql: 'a0701893fe122556ea36f8ac3ed25d6014d60b38c1c5e7201001743432884cbc',
  },
  '042_held_credits.sql': {
    raw: '5538bc7c5ec483f57ca706dbae8ce1b2e300f49f4c92a9fbb5b3c2467524958e',
    sql: '0bdfc6a1f469a2670e0a9cb8bd420f1b4df7d338c4eac56a7fc296b941220666',
  },
  '043_staff_roles.sql': {
    raw: 'cccb89b4ae6eb4efb83c807d0afabf852f43d1a4870728165100286ea746242f',
    sql: '91a5f8bfc09898a073931bcbbec8fe0687e3b88b9a978fbde7b974bdb79dd68f',
  },
  '044_member_messages.sql': {
    raw: '78cc76c2821a86ab4c4987375eeebc11f5a9ea04b8af00b8c1d6c1de61022740',
    sql: '23de8b3580dc79400377205416ef687207cc53d498b483b8247adef8f7a89714',
  },
  '049_staff_approvals.sql': {
    raw: '9f0e3ea06a8c7d5f42b56003dfa5a930c50bda98badbd6d1e4ff0b879e510d0d',
    sql: 'c23129130434746205358f9804a5a0f4f09b0e6a047a3d5aeee09ac2711eaa5c',
  },
  '050_bonus_locks.sql': {
    raw: 'b4adaa8266604a4011579736ad14f98e9540e5d597fa27baf204b1ccf802c966',
    sql: '2ee9d9d348a7ba4d91f2b4399638e13a0dba596c6e0a64abb24349b8f506be16',
  },
  '060_deposit_four_eyes.sql': {
    raw: 'ea55cbbaa6c2892173c1ef51e9414d22c377cd6b7a0ee7fdd85abc4b3c125fe1',
    sql: '44983e6dfeaa3f449ef10704808c0040c0763c2c0b3ed27a0708940a1803882a',
  },
};
